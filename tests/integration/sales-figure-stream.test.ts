import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { dynamo } from '../../lambdas/infra/aws-clients';
import { onStream } from '../../lambdas/jobs/payouts-worker';
import { keys } from '../../lambdas/repositories/keys';
import {
  listSellerMonths,
  readProductTotals,
} from '../../lambdas/repositories/sales-figure-repository';
import { tableName } from '../../lambdas/repositories/table';
import { putProduct } from '../../lambdas/repositories/product-repository';
import type { Caller } from '../../lambdas/services/shared/caller';
import { sellerStats } from '../../lambdas/services/sales/sales-stats-service';
import { sellerSummary } from '../../lambdas/services/sales/summary-service';
import { useIsolatedTable } from '../support/isolated-table';
import { testProduct } from '../support/product-fixtures';

/**
 * The payouts worker counts every paid or refunded live order item it sees on the stream into
 * the per-product and per-seller figures: duplicated and out-of-order records change nothing.
 */
beforeAll(async () => {
  await useIsolatedTable();
});

async function putOrder(sessionId: string, fields: Record<string, unknown>): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.order(sessionId),
        session_id: sessionId,
        mode: 'live',
        status: 'paid',
        paid_at: '2026-06-10T12:00:00.000Z',
        created_at: '2026-06-10T11:59:00.000Z',
        line_cents: { 'p-1': 1000, 'p-2': 500, 'p-own': 300 },
        seller_ids: { 'p-1': 'seller-x', 'p-2': 'seller-x' },
        ...fields,
      },
    }),
  );
}

function recordsOf(...sessionIds: string[]): DynamoDBStreamEvent {
  return {
    Records: sessionIds.map((sessionId, index) => ({
      eventName: 'MODIFY',
      dynamodb: {
        SequenceNumber: String(index),
        Keys: { PK: { S: `ORDER#${sessionId}` }, SK: { S: 'ORDER' } },
      },
    })),
  };
}

describe('sales figures from the stream', () => {
  it('count a sale and its refund once, however often and in whatever order they arrive', async () => {
    await putOrder('sess-1', { product_ids: ['p-1', 'p-2', 'p-own'] });
    expect(await onStream(recordsOf('sess-1', 'sess-1'))).toEqual({ batchItemFailures: [] });
    // Refund of p-2 recorded, then the old (paid) record replayed along with the new one.
    await putOrder('sess-1', { product_ids: ['p-1', 'p-own'], line_refunds: { 'p-2': 're_1' } });
    await onStream(recordsOf('sess-1', 'sess-1', 'sess-1'));
    // A test-mode order never counts.
    await putOrder('sess-test', { mode: 'test', product_ids: ['p-1'] });
    await onStream(recordsOf('sess-test'));
    const totals = await readProductTotals(['p-1', 'p-2', 'p-own']);
    expect(totals.get('p-1')).toEqual({ units: 1, revenueCents: 1000, claims: 0 });
    expect(totals.get('p-2')).toEqual({ units: 0, revenueCents: 0, claims: 0 });
    expect(totals.get('p-own')).toEqual({ units: 1, revenueCents: 300, claims: 0 });
    expect((await listSellerMonths('seller-x', '2026-01')).get('2026-06')).toEqual({
      units: 1,
      revenueCents: 1000,
      claims: 0,
    });
  });

  it('count a sale first seen after its refund exactly as if seen before', async () => {
    await putOrder('sess-late', {
      product_ids: ['p-1'],
      line_refunds: { 'p-2': 're_2' },
      line_cents: { 'p-1': 1000, 'p-2': 500 },
    });
    await onStream(recordsOf('sess-late'));
    const totals = await readProductTotals(['p-1', 'p-2']);
    expect(totals.get('p-1')).toEqual({ units: 2, revenueCents: 2000, claims: 0 });
    expect(totals.get('p-2')).toEqual({ units: 0, revenueCents: 0, claims: 0 });
  });

  it('show the seller their products and months from the seller items', async () => {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          PK: 'USER#u-seller',
          SK: 'SELLER',
          id: 'seller-x',
          user_id: 'u-seller',
          active: true,
        },
      }),
    );
    await putProduct(testProduct('p-1', { seller_id: 'seller-x', name: 'One' }));
    await putProduct(testProduct('p-2', { seller_id: 'seller-x', name: 'Two' }));
    const caller = { userId: 'u-seller' } as Caller;
    const stats = await sellerStats(caller, {});
    expect(stats.sales_count).toBe(2);
    expect(stats.total_revenue).toBe(20);
    expect(stats.revenue_by_month.find((month) => month.month === '2026-06')).toEqual({
      month: '2026-06',
      revenue: 20,
      sales: 2,
      claims: 0,
    });
    expect(stats.products.map((row) => [row.product_id, row.units, row.revenue])).toEqual([
      ['p-1', 2, 20],
      ['p-2', 0, 0],
    ]);
    expect((await sellerSummary(caller)).sales).toBe(2);
  });
});
