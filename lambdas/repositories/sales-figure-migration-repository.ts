import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import { counterKeys, salesFigureKeys } from './keys';
import { LEGACY_REVENUE_PREFIX, LEGACY_UNITS_PREFIX } from './stats-repository';
import { queryAll, tableName } from './table';

export interface SalesFigureMigrationState {
  /** The paid-orders listing key after the last page counted. */
  lastKey?: Record<string, unknown>;
  /** Every paid order counted: the shards' per-product attributes may go. */
  counted?: boolean;
  finished?: boolean;
}

export async function readMigrationState(): Promise<SalesFigureMigrationState> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: salesFigureKeys.migration(),
      ConsistentRead: true,
    }),
  );
  return (Item?.state as SalesFigureMigrationState | undefined) ?? {};
}

export async function saveMigrationState(state: SalesFigureMigrationState): Promise<void> {
  await dynamo().send(
    new PutCommand({ TableName: tableName(), Item: { ...salesFigureKeys.migration(), state } }),
  );
}

/** Where the seller-views migration stands: which step, and the position in it. */
export interface SellerViewsMigrationState {
  step?: 'rank' | 'rows';
  lastKey?: Record<string, unknown>;
  finished?: boolean;
}

export async function readSellerViewsState(): Promise<SellerViewsMigrationState> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: salesFigureKeys.sellerViewsMigration(),
      ConsistentRead: true,
    }),
  );
  return (Item?.state as SellerViewsMigrationState | undefined) ?? {};
}

export async function saveSellerViewsState(state: SellerViewsMigrationState): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...salesFigureKeys.sellerViewsMigration(), state },
    }),
  );
}

/** Attributes per REMOVE: well under the 4 KB expression limit with placeholders. */
const REMOVE_BATCH = 100;

/**
 * Removes every per-product attribute the month shards gathered before the figures had their
 * own items. Removing is idempotent, so a run cut short simply repeats. Returns how many went.
 */
export async function stripLegacyShardAttributes(): Promise<number> {
  const shards = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': counterKeys.partition, ':prefix': counterKeys.salesPrefix },
  });
  let removed = 0;
  for (const shard of shards) {
    const legacy = Object.keys(shard).filter(
      (name) => name.startsWith(LEGACY_UNITS_PREFIX) || name.startsWith(LEGACY_REVENUE_PREFIX),
    );
    for (let start = 0; start < legacy.length; start += REMOVE_BATCH) {
      const batch = legacy.slice(start, start + REMOVE_BATCH);
      await dynamo().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: { PK: shard.PK, SK: shard.SK },
          UpdateExpression: `REMOVE ${batch.map((_, i) => `#a${i}`).join(', ')}`,
          ExpressionAttributeNames: Object.fromEntries(batch.map((name, i) => [`#a${i}`, name])),
        }),
      );
      removed += batch.length;
    }
  }
  return removed;
}
