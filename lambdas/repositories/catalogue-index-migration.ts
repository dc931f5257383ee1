import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import { catalogueIndex, keys } from './keys';
import type { MigrationOptions } from './money-migrations';
import { tableName } from './table';
import { whenConditionHolds } from './conditional-write';

export const CATALOGUE_INDEX_MIGRATION = 'retire-catalogue-index';

interface RetireState {
  removed: number;
  finished_at?: string;
}

/**
 * Removes the old whole-catalogue index keys (GSI1 `CATALOGUE`) from product items: the
 * catalogue is read from its listing items (catalogue-browse/) and the whole-list readers from
 * the product list (GSI3), so nothing reads them, and products no longer write them. Each page
 * re-reads the index from its start (what was removed has left it), so a run cut short, a
 * second run or a product written meanwhile is simply not there to remove twice; the condition
 * leaves a product whose keys already went untouched. Not followed by a catalogue sync (unlike
 * every other product write, services/manage/product-write.ts): only these index keys go, and
 * no listing item, count or card is derived from them.
 */
export async function retireCatalogueIndex(
  options: MigrationOptions = {},
): Promise<{ finished: boolean; removed: number }> {
  const stateKey = keys.migration(CATALOGUE_INDEX_MIGRATION);
  const stored = await dynamo().send(new GetCommand({ TableName: tableName(), Key: stateKey }));
  const state = (stored.Item as RetireState | undefined) ?? { removed: 0 };
  if (state.finished_at) return { finished: true, removed: 0 };
  let removed = 0;
  const save = (finished: boolean) =>
    dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...stateKey,
          removed: state.removed + removed,
          ...(finished ? { finished_at: new Date().toISOString() } : {}),
        },
      }),
    );
  for (let page = 0; page < (options.maxPages ?? Number.POSITIVE_INFINITY); page += 1) {
    const result = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: catalogueIndex.name,
        KeyConditionExpression: 'GSI1PK = :catalogue',
        ExpressionAttributeValues: { ':catalogue': catalogueIndex.partition },
        ProjectionExpression: 'PK, SK',
        Limit: options.pageSize ?? 100,
      }),
    );
    const items = result.Items ?? [];
    for (const item of items) {
      const done = await whenConditionHolds(() =>
        dynamo().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: { PK: item.PK, SK: item.SK },
            UpdateExpression: 'REMOVE GSI1PK, GSI1SK',
            ConditionExpression: 'GSI1PK = :catalogue',
            ExpressionAttributeValues: { ':catalogue': catalogueIndex.partition },
          }),
        ),
      );
      if (done) removed += 1;
    }
    if (!result.LastEvaluatedKey) {
      await save(true);
      return { finished: true, removed };
    }
    await save(false);
    if (options.shouldStop?.()) break;
  }
  return { finished: false, removed };
}
