/**
 * The table's physical layout, read by the CDK stack and by the local provisioning so both
 * build the same table.
 */
export const TABLE_SCHEMA = {
  partitionKey: 'PK',
  sortKey: 'SK',
  timeToLiveAttribute: 'ttl',
  globalIndexes: [
    { name: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
    { name: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
    // Every product that is not retired, newest first: the admin's product list.
    { name: 'GSI3', partitionKey: 'GSI3PK', sortKey: 'GSI3SK' },
  ],
} as const;
