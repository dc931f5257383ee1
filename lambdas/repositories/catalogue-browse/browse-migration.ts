import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../infra/aws-clients';
import { keys, productListIndex } from '../keys';
import type { MigrationOptions } from '../money-migrations';
import { tableName } from '../table';
import { BROWSE_MIGRATION } from './browse-signals';
import { initialisePopularity } from './popularity';
import { syncCatalogueListing } from './sync';

export { BROWSE_MIGRATION };

/**
 * The same pass again when the listing items' card changes (each product's sync rewrites its
 * items with their cards): a migration of its own, so the popularity counters' "all counted"
 * marker (BROWSE_MIGRATION) keeps its meaning. v1 gave the items their cards; v2 takes the long
 * description out of them.
 */
export const CATALOGUE_CARDS_MIGRATION = 'catalogue-cards-v2';

interface BrowseMigrationState {
  cursor?: Record<string, unknown>;
  migrated: number;
  finished_at?: string;
}

async function readState(name: string): Promise<BrowseMigrationState> {
  const result = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.migration(name) }),
  );
  return (result.Item as BrowseMigrationState | undefined) ?? { migrated: 0 };
}

async function saveState(name: string, state: BrowseMigrationState): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.migration(name), ...state },
    }),
  );
}

/**
 * Writes the listing items, facet counts and card ratings of products that existed before the
 * browsable catalogue (or before its rating order), counting their earlier paid orders into
 * their popularity counters: every product of the product list (all but retired ones), a page
 * at a time, its
 * position saved after each page. Each product's sync writes nothing when it is already in
 * step, so a run cut short, a second run or a product edited meanwhile changes nothing twice.
 */
export async function migrateCatalogueBrowse(
  options: MigrationOptions & { name?: string } = {},
): Promise<{ finished: boolean; migrated: number }> {
  const name = options.name ?? BROWSE_MIGRATION;
  const state = await readState(name);
  if (state.finished_at) return { finished: true, migrated: 0 };
  let cursor = state.cursor;
  let migrated = 0;
  for (let page = 0; page < (options.maxPages ?? Number.POSITIVE_INFINITY); page += 1) {
    const result = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: productListIndex.name,
        KeyConditionExpression: 'GSI3PK = :products',
        ExpressionAttributeValues: { ':products': productListIndex.partition },
        ProjectionExpression: 'id',
        Limit: options.pageSize ?? 100,
        ExclusiveStartKey: cursor,
      }),
    );
    for (const item of result.Items ?? []) {
      await initialisePopularity(String(item.id));
      if (await syncCatalogueListing(String(item.id))) migrated += 1;
    }
    cursor = result.LastEvaluatedKey;
    const total = state.migrated + migrated;
    if (!cursor) {
      await saveState(name, { migrated: total, finished_at: new Date().toISOString() });
      return { finished: true, migrated };
    }
    await saveState(name, { cursor, migrated: total });
    if (options.shouldStop?.()) break;
  }
  return { finished: false, migrated };
}
