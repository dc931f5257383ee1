import { GetCommand, PutCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import { toCents } from '../rules/money';
import { whenConditionHolds } from './conditional-write';
import { keys } from './keys';
import { centsByLine, type LegacyOrderMoney } from './order-money';
import { tableName } from './table';

/**
 * Moves money stored as USD floats to whole cents: orders (`amounts`, `list_amounts` ->
 * `line_cents`, `list_cents`), order items (`amount` -> `amount_cents`) and purchases
 * (`amount_paid` -> `amount_paid_cents`). Idempotent: each write is conditioned on the old
 * attribute, so an item already rewritten (by an earlier or a parallel run) is left alone.
 * Resumable: each migration saves its scan position after every page and goes on from there.
 * Readers never wait for it (order-money.ts reads both shapes).
 */
export interface ItemMigration {
  name: string;
  /** Which items still have the old shape (a Scan filter). */
  filter: string;
  values: Record<string, string>;
  /** Placeholders of the filter's reserved words (`number`, for one). */
  names?: Record<string, string>;
  rewrite: (item: Record<string, unknown>) => UpdateCommand;
}

interface MigrationState {
  cursor?: Record<string, unknown>;
  migrated: number;
  finished_at?: string;
}

const update = (item: Record<string, unknown>) => ({
  TableName: tableName(),
  Key: { PK: item.PK, SK: item.SK },
});

function rewriteOrder(item: Record<string, unknown> & LegacyOrderMoney) {
  const listCents = item.list_amounts ? centsByLine(item.list_amounts) : undefined;
  return new UpdateCommand({
    ...update(item),
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

/** One attribute in USD becomes its `_cents` twin. */
function rewriteUsd(item: Record<string, unknown>, usd: string, cents: string) {
  return new UpdateCommand({
    ...update(item),
    UpdateExpression: `SET ${cents} = :cents REMOVE ${usd}`,
    ConditionExpression: `attribute_exists(${usd})`,
    ExpressionAttributeValues: { ':cents': toCents(Number(item[usd] ?? 0)) },
  });
}

export const ORDER_MONEY_MIGRATION: ItemMigration = {
  name: 'order-money-cents',
  filter:
    'begins_with(PK, :order) AND (attribute_exists(amounts) OR ' +
    '(begins_with(SK, :item) AND attribute_exists(amount)))',
  values: { ':order': 'ORDER#', ':item': 'ITEM#' },
  rewrite: (item) =>
    item.SK === 'ORDER' ? rewriteOrder(item) : rewriteUsd(item, 'amount', 'amount_cents'),
};

export const PURCHASE_MONEY_MIGRATION: ItemMigration = {
  name: 'purchase-money-cents',
  filter: 'begins_with(PK, :user) AND begins_with(SK, :purchase) AND attribute_exists(amount_paid)',
  values: { ':user': 'USER#', ':purchase': 'PURCHASE#' },
  rewrite: (item) => rewriteUsd(item, 'amount_paid', 'amount_paid_cents'),
};

async function readState(name: string): Promise<MigrationState> {
  const result = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.migration(name) }),
  );
  return (result.Item as MigrationState | undefined) ?? { migrated: 0 };
}

async function saveState(name: string, state: MigrationState): Promise<void> {
  await dynamo().send(
    new PutCommand({ TableName: tableName(), Item: { ...keys.migration(name), ...state } }),
  );
}

/** One page of the scan: the old-shape items it found rewritten; the position after it. */
async function migratePage(
  migration: ItemMigration,
  cursor: Record<string, unknown> | undefined,
  pageSize: number,
) {
  const page = await dynamo().send(
    new ScanCommand({
      TableName: tableName(),
      Limit: pageSize,
      ...(cursor ? { ExclusiveStartKey: cursor } : {}),
      FilterExpression: migration.filter,
      ExpressionAttributeValues: migration.values,
      ...(migration.names ? { ExpressionAttributeNames: migration.names } : {}),
    }),
  );
  let migrated = 0;
  for (const item of page.Items ?? []) {
    if (await whenConditionHolds(() => dynamo().send(migration.rewrite(item)))) migrated += 1;
  }
  return { migrated, next: page.LastEvaluatedKey };
}

export interface MigrationOptions {
  pageSize?: number;
  maxPages?: number;
  /** Asked after each page: a Lambda stops in time, and its next run goes on. */
  shouldStop?: () => boolean;
}

/**
 * Runs one migration from where it was left, for at most `maxPages` pages or until
 * `shouldStop`; answers whether it has finished and how many items this run rewrote (the
 * state keeps the total).
 */
export async function runMigration(
  migration: ItemMigration,
  options: MigrationOptions = {},
): Promise<{ finished: boolean; migrated: number }> {
  const state = await readState(migration.name);
  if (state.finished_at) return { finished: true, migrated: 0 };
  let cursor = state.cursor;
  let migrated = 0;
  for (let page = 0; page < (options.maxPages ?? Number.POSITIVE_INFINITY); page += 1) {
    const result = await migratePage(migration, cursor, options.pageSize ?? 500);
    migrated += result.migrated;
    cursor = result.next;
    const total = state.migrated + migrated;
    if (!cursor) {
      await saveState(migration.name, { migrated: total, finished_at: new Date().toISOString() });
      return { finished: true, migrated };
    }
    await saveState(migration.name, { cursor, migrated: total });
    if (options.shouldStop?.()) break;
  }
  return { finished: false, migrated };
}

/** Every money migration in turn, each from where it was left. */
export async function migrateMoneyToCents(
  options: MigrationOptions = {},
): Promise<{ finished: boolean; migrated: number }> {
  let migrated = 0;
  for (const migration of [ORDER_MONEY_MIGRATION, PURCHASE_MONEY_MIGRATION]) {
    const result = await runMigration(migration, options);
    migrated += result.migrated;
    if (!result.finished) return { finished: false, migrated };
  }
  return { finished: true, migrated };
}
