import { GetCommand, PutCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import { toCents } from '../rules/money';
import { whenConditionHolds } from './conditional-write';
import { keys } from './keys';
import { centsByLine, type LegacyOrderMoney } from './order-money';
import { tableName } from './table';

/**
 * Rewrites orders and order items stored with USD floats (`amounts`, `list_amounts`, an item's
 * `amount`) in whole cents (`line_cents`, `list_cents`, `amount_cents`). Idempotent: each write
 * is conditioned on the old attribute, so an item already rewritten (by an earlier or a parallel
 * run) is left alone. Resumable: the scan's position is saved after every page, and a run that
 * stopped goes on from there. Readers never wait for it (order-money.ts reads both shapes).
 */
export const ORDER_MONEY_MIGRATION = 'order-money-cents';

interface MigrationState {
  cursor?: Record<string, unknown>;
  migrated: number;
  finished_at?: string;
}

async function readState(): Promise<MigrationState> {
  const result = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.migration(ORDER_MONEY_MIGRATION) }),
  );
  return (result.Item as MigrationState | undefined) ?? { migrated: 0 };
}

async function saveState(state: MigrationState): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.migration(ORDER_MONEY_MIGRATION), ...state },
    }),
  );
}

function rewriteOrder(item: Record<string, unknown> & LegacyOrderMoney) {
  const listCents = item.list_amounts ? centsByLine(item.list_amounts) : undefined;
  return new UpdateCommand({
    TableName: tableName(),
    Key: { PK: item.PK, SK: item.SK },
    UpdateExpression:
      'SET line_cents = :lines' +
      (listCents ? ', list_cents = :list' : '') +
      ' REMOVE amounts, list_amounts',
    ConditionExpression: 'attribute_exists(amounts)',
    ExpressionAttributeValues: {
      ':lines': centsByLine(item.amounts ?? {}),
      ...(listCents ? { ':list': listCents } : {}),
    },
  });
}

function rewriteOrderItem(item: Record<string, unknown>) {
  return new UpdateCommand({
    TableName: tableName(),
    Key: { PK: item.PK, SK: item.SK },
    UpdateExpression: 'SET amount_cents = :cents REMOVE amount',
    ConditionExpression: 'attribute_exists(amount)',
    ExpressionAttributeValues: { ':cents': toCents(Number(item.amount ?? 0)) },
  });
}

/** One page of the scan: the legacy items it found rewritten; the position after it. */
async function migratePage(cursor: Record<string, unknown> | undefined, pageSize: number) {
  const page = await dynamo().send(
    new ScanCommand({
      TableName: tableName(),
      Limit: pageSize,
      ...(cursor ? { ExclusiveStartKey: cursor } : {}),
      FilterExpression:
        'begins_with(PK, :order) AND (attribute_exists(amounts) OR ' +
        '(begins_with(SK, :item) AND attribute_exists(amount)))',
      ExpressionAttributeValues: { ':order': 'ORDER#', ':item': 'ITEM#' },
    }),
  );
  let migrated = 0;
  for (const item of page.Items ?? []) {
    const write = item.SK === 'ORDER' ? rewriteOrder(item) : rewriteOrderItem(item);
    if (await whenConditionHolds(() => dynamo().send(write))) migrated += 1;
  }
  return { migrated, next: page.LastEvaluatedKey };
}

/**
 * Runs the migration from where it was left, for at most `maxPages` pages or until
 * `shouldStop` says so after a page (a Lambda stops in time, and its next run goes on); answers whether it has finished and how many items
 * this run rewrote (the state keeps the total).
 */
export async function migrateOrderMoney(
  options: { pageSize?: number; maxPages?: number; shouldStop?: () => boolean } = {},
): Promise<{ finished: boolean; migrated: number }> {
  const state = await readState();
  if (state.finished_at) return { finished: true, migrated: 0 };
  let cursor = state.cursor;
  let migrated = 0;
  for (let page = 0; page < (options.maxPages ?? Number.POSITIVE_INFINITY); page += 1) {
    const result = await migratePage(cursor, options.pageSize ?? 500);
    migrated += result.migrated;
    cursor = result.next;
    const total = state.migrated + migrated;
    if (!cursor) {
      await saveState({ migrated: total, finished_at: new Date().toISOString() });
      return { finished: true, migrated };
    }
    await saveState({ cursor, migrated: total });
    if (options.shouldStop?.()) break;
  }
  return { finished: false, migrated };
}
