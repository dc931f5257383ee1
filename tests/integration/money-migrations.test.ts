import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../lambdas/infra/aws-clients';
import { nightlyRun } from '../../lambdas/jobs/purge-deleted-accounts';
import { keys } from '../../lambdas/repositories/keys';
import {
  ORDER_MONEY_MIGRATION,
  migrateMoneyToCents,
  runMigration,
} from '../../lambdas/repositories/money-migrations';
import { INVOICE_LOOKUP_MIGRATION } from '../../lambdas/repositories/invoice-lookup-migration';
import { findSessionByInvoiceNumber, getOrder } from '../../lambdas/repositories/order-repository';
import { getPurchaseRecord } from '../../lambdas/repositories/user-repository';
import { tableName } from '../../lambdas/repositories/table';
import { rawItem } from '../support/double-payment';
import { useIsolatedTable } from '../support/isolated-table';

/**
 * Orders stored before money was kept in cents (USD floats per line) are read as cents at once,
 * and the migration rewrites them in place: once, whatever is run again, and from where it
 * stopped.
 */
async function putLegacyOrder(sessionId: string) {
  const put = (item: Record<string, unknown>) =>
    dynamo().send(new PutCommand({ TableName: tableName(), Item: item }));
  await put({
    ...keys.order(sessionId),
    session_id: sessionId,
    status: 'paid',
    buyer_email: 'legacy@example.com',
    buyer_type: 'guest',
    mode: 'live',
    created_at: '2025-03-01T10:00:00.000Z',
    paid_at: '2025-03-01T10:01:00.000Z',
    product_ids: ['flow', 'sheet'],
    // The float shapes real orders had: 42.87 and 17.49 after a code, from 49 and 19.99.
    amounts: { flow: 42.87, sheet: 17.49 },
    list_amounts: { flow: 49, sheet: 19.99 },
    discount_cents: { flow: 613, sheet: 250 },
    product_names: { flow: 'Flow', sheet: 'Sheet' },
    total_cents: 6036,
    currency: 'usd',
  });
  await put({ ...keys.orderItem(sessionId, 'flow'), session_id: sessionId, amount: 42.87 });
  await put({ ...keys.orderItem(sessionId, 'sheet'), session_id: sessionId, amount: 17.49 });
}

describe('orders stored in dollars move to cents', () => {
  beforeAll(async () => {
    await useIsolatedTable();
  });

  it('reads the old shape as cents, rewrites it once, and resumes where it stopped', async () => {
    const sessions = ['cs_live_legacy_1', 'cs_live_legacy_2'];
    for (const sessionId of sessions) await putLegacyOrder(sessionId);

    // Before any migration, readers see cents only.
    const before = await getOrder('cs_live_legacy_1');
    expect(before).toMatchObject({
      line_cents: { flow: 4287, sheet: 1749 },
      list_cents: { flow: 4900, sheet: 1999 },
    });
    expect(before).not.toHaveProperty('amounts');
    expect(before).not.toHaveProperty('list_amounts');

    // A run cut short after one page of one item has not finished; the next goes on.
    const cut = await runMigration(ORDER_MONEY_MIGRATION, { pageSize: 1, maxPages: 1 });
    expect(cut.finished).toBe(false);
    const done = await runMigration(ORDER_MONEY_MIGRATION, { pageSize: 2 });
    expect(done.finished).toBe(true);
    // Two orders and four items, each rewritten exactly once across the two runs.
    expect(cut.migrated + done.migrated).toBe(6);

    for (const sessionId of sessions) {
      const stored = await rawItem(keys.order(sessionId));
      expect(stored).toMatchObject({
        line_cents: { flow: 4287, sheet: 1749 },
        list_cents: { flow: 4900, sheet: 1999 },
        total_cents: 6036,
      });
      expect(stored).not.toHaveProperty('amounts');
      expect(stored).not.toHaveProperty('list_amounts');
      const item = await rawItem(keys.orderItem(sessionId, 'sheet'));
      expect(item).toMatchObject({ amount_cents: 1749 });
      expect(item).not.toHaveProperty('amount');
    }
    // The lines add up to the order's total to the cent.
    const after = await getOrder('cs_live_legacy_2');
    const lines = Object.values(after?.line_cents ?? {}).reduce((sum, cents) => sum + cents, 0);
    expect(lines).toBe(after?.total_cents);

    // Run again: nothing left to do, nothing rewritten.
    expect(await runMigration(ORDER_MONEY_MIGRATION)).toEqual({ finished: true, migrated: 0 });
  });

  it('purchases too, and the nightly job runs them all after its purge', async () => {
    await useIsolatedTable();
    await putLegacyOrder('cs_live_legacy_nightly');
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.purchase('legacy-user', 'flow'),
          user_id: 'legacy-user',
          product_id: 'flow',
          purchase_date: '2025-03-01T10:01:00.000Z',
          amount_paid: 42.87,
          is_test: false,
        },
      }),
    );
    // Read as cents before the migration.
    expect((await getPurchaseRecord('legacy-user', 'flow'))?.amount_paid_cents).toBe(4287);

    expect(await nightlyRun()).toEqual({ purged: 0, failed: 0 });

    const stored = await rawItem(keys.order('cs_live_legacy_nightly'));
    expect(stored).toMatchObject({ line_cents: { flow: 4287, sheet: 1749 } });
    expect(stored).not.toHaveProperty('amounts');
    const purchase = await rawItem(keys.purchase('legacy-user', 'flow'));
    expect(purchase).toMatchObject({ amount_paid_cents: 4287 });
    expect(purchase).not.toHaveProperty('amount_paid');
    expect(await migrateMoneyToCents()).toEqual({ finished: true, migrated: 0 });
  });

  it('gives orders paid before the invoice lookup theirs, once, in the nightly run', async () => {
    const sessionId = 'cs_live_invoiced_before_lookup';
    await putLegacyOrder(sessionId);
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...(await rawItem(keys.order(sessionId))),
          invoice: { id: 'in_legacy_1', number: 'AM-0042' },
        },
      }),
    );
    expect(await findSessionByInvoiceNumber('am-0042')).toBeUndefined();
    // As deployed: the migration has not run yet (the nightly runs above found nothing to do).
    await dynamo().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.migration(INVOICE_LOOKUP_MIGRATION.name),
      }),
    );

    expect(await nightlyRun()).toEqual({ purged: 0, failed: 0 });

    expect(await findSessionByInvoiceNumber('am-0042')).toBe(sessionId);
    expect(await runMigration(INVOICE_LOOKUP_MIGRATION)).toEqual({ finished: true, migrated: 0 });
  });
});
