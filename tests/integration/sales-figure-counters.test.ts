import {
  applySalesEvent,
  listSellerMonths,
  readProductMonths,
  readProductTotals,
  salesEventChunks,
  type SalesEvent,
  type SalesLine,
} from '../../lambdas/repositories/sales-figure-repository';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../lambdas/infra/aws-clients';
import { counterKeys } from '../../lambdas/repositories/keys';
import { salesCounterUpdate } from '../../lambdas/repositories/stats-repository';
import { tableName } from '../../lambdas/repositories/table';
import { useIsolatedTable } from '../support/isolated-table';

/**
 * Per-product and per-seller sales figures: each sale and refund counted exactly once whatever
 * is replayed or runs at the same time, in transactions that stay under DynamoDB's 100 items.
 */
beforeAll(async () => {
  await useIsolatedTable();
});

const line = (productId: string, sellerId: string, cents: number): SalesLine => ({
  productId,
  sellerId,
  cents,
});

describe('sales figure counters', () => {
  it('count a replayed sale and a replayed refund once', async () => {
    const sale: SalesEvent = {
      eventId: 'sess-replay',
      yearMonth: '2026-03',
      sign: 1,
      lines: [line('p-a', 's-1', 1500), line('p-b', 's-1', 700)],
    };
    expect(await applySalesEvent(sale)).toEqual({ applied: 1, skipped: 0 });
    expect(await applySalesEvent(sale)).toEqual({ applied: 0, skipped: 1 });
    const refund: SalesEvent = {
      eventId: 'refund-replay',
      yearMonth: '2026-03',
      sign: -1,
      lines: [line('p-b', 's-1', 700)],
    };
    await Promise.all([applySalesEvent(refund), applySalesEvent(refund)]);
    const totals = await readProductTotals(['p-a', 'p-b', 'p-none']);
    expect(totals.get('p-a')).toEqual({ units: 1, revenueCents: 1500, claims: 0 });
    expect(totals.get('p-b')).toEqual({ units: 0, revenueCents: 0, claims: 0 });
    expect(totals.has('p-none')).toBe(false);
    expect((await listSellerMonths('s-1', '2026-01')).get('2026-03')).toEqual({
      units: 1,
      revenueCents: 1500,
      claims: 0,
    });
  });

  it('keep a 50-product order across sellers in transactions under 100 items', async () => {
    const lines = Array.from({ length: 50 }, (_, i) => line(`big-${i}`, `seller-${i}`, 100 + i));
    const event: SalesEvent = { eventId: 'sess-big', yearMonth: '2026-04', sign: 1, lines };
    const chunks = salesEventChunks(event);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(chunk.length + 1).toBeLessThanOrEqual(100);
    expect(await applySalesEvent(event)).toEqual({ applied: chunks.length, skipped: 0 });
    expect(await applySalesEvent(event)).toEqual({ applied: 0, skipped: chunks.length });
    const totals = await readProductTotals(lines.map((l) => l.productId));
    expect(totals.size).toBe(50);
    expect(totals.get('big-49')).toEqual({ units: 1, revenueCents: 149, claims: 0 });
    expect((await readProductMonths('big-0', '2026-01')).get('2026-04')).toEqual({
      units: 1,
      revenueCents: 100,
      claims: 0,
    });
  });

  it('stay exact under a storm of concurrent, duplicated sales and refunds', async () => {
    const sales: SalesEvent[] = Array.from({ length: 20 }, (_, i) => ({
      eventId: `storm-sale-${i}`,
      yearMonth: '2026-05',
      sign: 1,
      lines: [line('storm-a', 's-storm', 1000), line(`storm-${i % 3}`, 's-storm', 200)],
    }));
    const refunds: SalesEvent[] = Array.from({ length: 5 }, (_, i) => ({
      eventId: `storm-refund-${i}`,
      yearMonth: '2026-05',
      sign: -1,
      lines: [line('storm-a', 's-storm', 1000)],
    }));
    // Every event delivered twice, all at once (a replayed stream batch during a rush).
    const all = [...sales, ...refunds];
    await Promise.all([...all, ...all].map((event) => applySalesEvent(event)));
    const totals = await readProductTotals(['storm-a', 'storm-0', 'storm-1', 'storm-2']);
    expect(totals.get('storm-a')).toEqual({ units: 15, revenueCents: 15_000, claims: 0 });
    expect(totals.get('storm-0')).toEqual({ units: 7, revenueCents: 1400, claims: 0 });
    expect(totals.get('storm-1')).toEqual({ units: 7, revenueCents: 1400, claims: 0 });
    expect(totals.get('storm-2')).toEqual({ units: 6, revenueCents: 1200, claims: 0 });
    expect((await listSellerMonths('s-storm', '2026-05')).get('2026-05')).toEqual({
      units: 35,
      revenueCents: 19_000,
      claims: 0,
    });
  });

  it('keep a month shard to its three totals however many distinct products sell', async () => {
    // 100 orders of 50 distinct products each: 5,000 products in one shard of one month.
    for (let order = 0; order < 100; order += 1) {
      const productCents = Object.fromEntries(
        Array.from({ length: 50 }, (_, i) => [`distinct-${order * 50 + i}`, 100]),
      );
      const write = salesCounterUpdate({ yearMonth: '2026-07', productCents }, 3).Update;
      if (!write) throw new Error('expected an update');
      await dynamo().send(
        new UpdateCommand(write as ConstructorParameters<typeof UpdateCommand>[0]),
      );
    }
    const { Item } = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: counterKeys.salesShard('2026-07', 3) }),
    );
    expect(Item).toEqual({
      ...counterKeys.salesShard('2026-07', 3),
      order_count: 100,
      items_sold: 5000,
      revenue_cents: 500_000,
    });
    expect(JSON.stringify(Item).length).toBeLessThan(200);
  });
});
