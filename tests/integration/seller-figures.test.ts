import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../lambdas/infra/aws-clients';
import { keys } from '../../lambdas/repositories/keys';
import { getProduct, putProduct } from '../../lambdas/repositories/product-repository';
import { tableName } from '../../lambdas/repositories/table';
import { recordFreeClaim } from '../../lambdas/services/free-claims/free-claim-order';
import { assignProductSeller } from '../../lambdas/services/manage/seller-assignment';
import { revisionOf } from '../../lambdas/services/manage/product-views';
import { countOrderSales, countPaidOrderSales } from '../../lambdas/services/sales/sales-events';
import { TOP_PRODUCTS_SHOWN } from '../../lambdas/services/sales/sales-figures';
import { RECENT_ORDERS_LIMIT } from '../../lambdas/services/sales/sales-listing';
import { sellerStats } from '../../lambdas/services/sales/sales-stats-service';
import { sellerSummary } from '../../lambdas/services/sales/summary-service';
import type { Caller } from '../../lambdas/services/shared/caller';
import { putPaidOrderItem } from '../support/paid-orders';
import { useIsolatedTable } from '../support/isolated-table';
import { testProduct } from '../support/product-fixtures';

/**
 * A seller's statistics and summary read their own items (months, product ranking, sale rows),
 * never their whole product list, and still add up: all time, this month, their top products,
 * and their own newest sales however many newer orders the rest of the shop had.
 */
const DAY_MS = 86_400_000;
const daysAgo = (days: number, plusSeconds = 0) =>
  new Date(Date.now() - days * DAY_MS + plusSeconds * 1000).toISOString();

const OTHERS = RECENT_ORDERS_LIMIT + 1;
const callerX = { userId: 'u-fig-x' } as Caller;
const callerY = { userId: 'u-fig-y' } as Caller;

async function putSeller(userId: string, sellerId: string): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.sellerRecord(userId),
        GSI1PK: 'SELLERS',
        GSI1SK: `2026-01-01T00:00:00.000Z#${sellerId}`,
        id: sellerId,
        user_id: userId,
        active: true,
        name: sellerId,
        email: `${sellerId}@example.com`,
      },
    }),
  );
}

async function putPaidOrder(
  sessionId: string,
  paidAt: string,
  lines: Record<string, { cents: number; sellerId: string }>,
  fields: Record<string, unknown> = {},
): Promise<void> {
  const ids = Object.keys(lines);
  await putPaidOrderItem(sessionId, paidAt, {
    buyer_type: 'guest',
    buyer_email: 'someone@example.org',
    product_ids: ids,
    product_names: Object.fromEntries(ids.map((id) => [id, `Name ${id}`])),
    line_cents: Object.fromEntries(ids.map((id) => [id, lines[id]?.cents ?? 0])),
    seller_ids: Object.fromEntries(ids.map((id) => [id, lines[id]?.sellerId ?? ''])),
    ...fields,
  });
}

beforeAll(async () => {
  await useIsolatedTable();
  await putSeller('u-fig-x', 'fig-x');
  await putSeller('u-fig-y', 'fig-y');
  await putProduct(testProduct('fx-1', { seller_id: 'fig-x', name: 'Name fx-1' }));
  await putProduct(testProduct('fx-2', { seller_id: 'fig-x', name: 'Name fx-2' }));
  // Seller x: one sale ten days ago, one older than the 12 months shown.
  await putPaidOrder('fig-old-x', daysAgo(10), { 'fx-1': { cents: 2500, sellerId: 'fig-x' } });
  await putPaidOrder('fig-ancient-x', '2024-03-01T10:00:00.000Z', {
    'fx-2': { cents: 1000, sellerId: 'fig-x' },
  });
  // Seller y: more newer orders than the recent sales show, each of another product.
  for (let i = 0; i < OTHERS; i += 1) {
    await putProduct(testProduct(`fy-${i}`, { seller_id: 'fig-y' }));
    await putPaidOrder(`fig-new-${String(i).padStart(3, '0')}`, daysAgo(5, i), {
      [`fy-${i}`]: { cents: 100 + i, sellerId: 'fig-y' },
    });
  }
  await countPaidOrderSales();
}, 120_000);

describe("a seller's figures from their own items", () => {
  it("shows a seller's sale behind more than 100 newer orders of another seller", async () => {
    const stats = await sellerStats(callerX, {});
    expect(stats.recent_sales).toEqual([
      {
        product_id: 'fx-1',
        product_name: 'Name fx-1',
        amount: 25,
        date: expect.any(String),
        guest: true,
      },
    ]);
    expect(JSON.stringify(stats)).not.toContain('@');
  });

  it('counts all time over every month, this month and the chart over the months shown', async () => {
    const stats = await sellerStats(callerX, {});
    expect(stats.total_revenue).toBe(35);
    expect(stats.sales_count).toBe(2);
    const charted = stats.revenue_by_month.reduce((sum, month) => sum + month.revenue, 0);
    expect(charted).toBe(25);
    expect(stats.products.map((row) => [row.product_id, row.units, row.revenue])).toEqual([
      ['fx-1', 1, 25],
      ['fx-2', 1, 10],
    ]);
    expect(await sellerSummary(callerX)).toEqual({ products: 2, sales: 2 });
  });

  it('lists a big seller’s top products and newest sales, bounded', async () => {
    const stats = await sellerStats(callerY, {});
    expect(stats.sales_count).toBe(OTHERS);
    expect(stats.products).toHaveLength(TOP_PRODUCTS_SHOWN);
    expect(stats.products[0]).toMatchObject({ product_id: `fy-${OTHERS - 1}` });
    // The lowest revenue is the one left out.
    expect(stats.products.some((row) => row.product_id === 'fy-0')).toBe(false);
    expect(stats.recent_sales).toHaveLength(RECENT_ORDERS_LIMIT);
    expect(stats.recent_sales[0]?.product_id).toBe(`fy-${OTHERS - 1}`);
  });

  it('takes a refunded sale out of the recent sales for good, replays included', async () => {
    await putPaidOrder(
      'fig-refund-x',
      daysAgo(2),
      {
        'fx-1': { cents: 700, sellerId: 'fig-x' },
        'fx-2': { cents: 300, sellerId: 'fig-x' },
      },
      { GSI1SK: `${daysAgo(2)}#fig-refund-x` },
    );
    await countOrderSales('fig-refund-x');
    // Newest first; the lines of one order by product, last first.
    expect((await sellerStats(callerX, {})).recent_sales.map((sale) => sale.amount)).toEqual([
      3, 7, 25,
    ]);
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.order('fig-refund-x'),
        UpdateExpression: 'SET product_ids = :left, line_refunds = :refunds',
        ExpressionAttributeValues: { ':left': ['fx-2'], ':refunds': { 'fx-1': 're_fig' } },
      }),
    );
    await countOrderSales('fig-refund-x');
    await countOrderSales('fig-refund-x');
    const stats = await sellerStats(callerX, {});
    expect(stats.recent_sales.map((sale) => [sale.product_id, sale.amount])).toEqual([
      ['fx-2', 3],
      ['fx-1', 25],
    ]);
    expect(stats.total_revenue).toBe(38);
    expect(stats.sales_count).toBe(3);
  });

  it("lists a seller's free product once claimed, with its claims apart from sales", async () => {
    const free = testProduct('fx-free', { seller_id: 'fig-x', name: 'Free Flow', price: 0 });
    await putProduct(free);
    expect(
      await recordFreeClaim({
        sessionId: 'fc_fig_1',
        product: free,
        mode: 'live',
        buyer: { kind: 'guest', email: 'claimer@example.org' },
      }),
    ).toBe('claimed');
    const stats = await sellerStats(callerX, {});
    expect(stats.products.find((row) => row.product_id === 'fx-free')).toMatchObject({
      units: 0,
      revenue: 0,
      claims: 1,
    });
    expect(stats.free_claims).toBe(1);
    expect(stats.recent_sales.some((sale) => sale.product_id === 'fx-free')).toBe(false);
  });

  it("moves a product's row to the seller it is assigned to", async () => {
    const product = await getProduct('fy-100');
    if (!product) throw new Error('fixture missing');
    await assignProductSeller(
      { caller: { userId: 'u-admin', email: 'admin@example.com', role: 'admin' }, ip: '127.0.0.1' },
      'fy-100',
      { revision: revisionOf(product), sellerId: 'fig-x' },
    );
    const x = await sellerStats(callerX, {});
    expect(x.products.map((row) => row.product_id)).toContain('fy-100');
    const y = await sellerStats(callerY, {});
    expect(y.products.map((row) => row.product_id)).not.toContain('fy-100');
    // The sales stay with the seller who made them.
    expect(x.sales_count).toBe(3);
    expect(y.sales_count).toBe(OTHERS);
  });
});
