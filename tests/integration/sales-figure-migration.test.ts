import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../lambdas/infra/aws-clients';
import { counterKeys } from '../../lambdas/repositories/keys';
import {
  listSellerMonths,
  readProductTotals,
} from '../../lambdas/repositories/sales-figure-repository';
import { tableName } from '../../lambdas/repositories/table';
import { countOrderSales } from '../../lambdas/services/sales/sales-events';
import { migrateSalesFigures } from '../../lambdas/services/sales/sales-figure-migration';
import { putPaidOrderItem } from '../support/paid-orders';
import { useIsolatedTable } from '../support/isolated-table';

/**
 * Orders paid before the per-product figures existed are counted once into them (even one the
 * stream already counted), and the shards lose their per-product attributes, over runs cut short.
 */
const ORDERS = 150;

beforeAll(async () => {
  await useIsolatedTable();
  for (let i = 0; i < ORDERS; i += 1) {
    const sessionId = `old-${String(i).padStart(3, '0')}`;
    const paidAt = `2026-02-${String(1 + (i % 28)).padStart(2, '0')}T10:00:00.000Z`;
    await putPaidOrderItem(sessionId, paidAt, {
      product_ids: i === 0 ? [] : ['m-1'],
      line_cents: { 'm-1': 1000, 'm-2': 400 },
      seller_ids: { 'm-1': 'seller-m', 'm-2': 'seller-m' },
      // The first order's m-1 and m-2 were refunded after payment.
      ...(i === 0 ? { line_refunds: { 'm-1': 're_old', 'm-2': 're_old' } } : {}),
    });
  }
  // The old shard: totals and the per-product attributes the migration removes.
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...counterKeys.salesShard('2026-02', 7),
        order_count: ORDERS - 1,
        items_sold: ORDERS - 1,
        revenue_cents: (ORDERS - 1) * 1000,
        'product_units#m-1': ORDERS - 1,
        'product_revenue_cents#m-1': (ORDERS - 1) * 1000,
      },
    }),
  );
});

describe('sales figures migration', () => {
  it('counts earlier orders once over interrupted runs and empties the shards', async () => {
    // The stream already saw one old order (e.g. its guest was linked after the deploy).
    await countOrderSales('old-005');
    let checks = 0;
    const first = await migrateSalesFigures({ shouldStop: () => (checks += 1) > 1 });
    expect(first.finished).toBe(false);
    expect(await migrateSalesFigures({})).toMatchObject({ finished: true });
    expect(await migrateSalesFigures({})).toEqual({ migrated: 0, finished: true });
    const totals = await readProductTotals(['m-1', 'm-2']);
    expect(totals.get('m-1')).toEqual({
      units: ORDERS - 1,
      revenueCents: (ORDERS - 1) * 1000,
      claims: 0,
    });
    expect(totals.get('m-2')).toEqual({ units: 0, revenueCents: 0, claims: 0 });
    expect((await listSellerMonths('seller-m', '2026-01')).get('2026-02')).toEqual({
      units: ORDERS - 1,
      revenueCents: (ORDERS - 1) * 1000,
      claims: 0,
    });
    const { Item: shard } = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: counterKeys.salesShard('2026-02', 7) }),
    );
    expect(Object.keys(shard ?? {}).sort()).toEqual([
      'PK',
      'SK',
      'items_sold',
      'order_count',
      'revenue_cents',
    ]);
  });
});
