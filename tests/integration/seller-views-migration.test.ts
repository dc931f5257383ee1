import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../lambdas/infra/aws-clients';
import { salesFigureKeys } from '../../lambdas/repositories/keys';
import { putProduct } from '../../lambdas/repositories/product-repository';
import { listSellerTopProducts } from '../../lambdas/repositories/sales-rank-repository';
import { listSellerSales } from '../../lambdas/repositories/seller-sale-repository';
import { tableName } from '../../lambdas/repositories/table';
import { migrateSellerViews } from '../../lambdas/services/sales/seller-views-migration';
import { paidOrderItem } from '../support/paid-orders';
import { useIsolatedTable } from '../support/isolated-table';
import { testProduct } from '../support/product-fixtures';

/**
 * Data from before the sellers' rankings and sale rows: the migration ranks every product with
 * figures under its seller and gives every paid order its sellers' rows, over runs cut short,
 * without reviving a row a refund marked meanwhile.
 */
const ORDERS = 150;

async function put(item: Record<string, unknown>): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: tableName(), Item: item }));
}

function total(productId: string, units: number, cents: number): Record<string, unknown> {
  // As ranked before: the shop's ranking only (GSI1), no seller's.
  return {
    ...salesFigureKeys.productTotal(productId),
    units,
    revenue_cents: cents,
    GSI1PK: 'SALEFIG#TOP',
    GSI1SK: `${String(cents).padStart(15, '0')}#${productId}`,
  };
}

beforeAll(async () => {
  await useIsolatedTable();
  await putProduct(testProduct('mv-1', { seller_id: 'mv-s' }));
  await putProduct(testProduct('mv-2', { seller_id: 'mv-s' }));
  await putProduct(testProduct('mv-shop'));
  await put(total('mv-1', ORDERS - 2, (ORDERS - 2) * 1000));
  await put(total('mv-2', 1, 500_000));
  await put(total('mv-shop', 3, 3000));
  for (let i = 0; i < ORDERS; i += 1) {
    const sessionId = `mv-${String(i).padStart(3, '0')}`;
    const paidAt = `2026-02-${String(1 + (i % 28)).padStart(2, '0')}T10:00:${String(i % 60).padStart(2, '0')}.000Z`;
    await put(
      paidOrderItem(sessionId, paidAt, {
        buyer_type: i % 2 === 0 ? 'guest' : 'user',
        // The first order's line was refunded before the deploy.
        product_ids: i === 0 ? [] : ['mv-1'],
        product_names: { 'mv-1': 'Migrated Flow' },
        line_cents: { 'mv-1': 1000 },
        seller_ids: { 'mv-1': 'mv-s' },
        ...(i === 0 ? { line_refunds: { 'mv-1': 're_mv' } } : {}),
      }),
    );
  }
  // A refund the stream counted while the migration was running: its row is marked already.
  await put({ ...salesFigureKeys.sellerSale('mv-s', 'mv-001', 'mv-1'), refunded: true });
});

describe('seller views migration', () => {
  it('fills the rankings and sale rows from existing data over interrupted runs', async () => {
    let checks = 0;
    const first = await migrateSellerViews({ shouldStop: () => (checks += 1) > 2 });
    expect(first.finished).toBe(false);
    expect(await migrateSellerViews({})).toMatchObject({ finished: true });
    expect(await migrateSellerViews({})).toEqual({ migrated: 0, finished: true });

    const ranked = await listSellerTopProducts('mv-s', 10);
    expect([...ranked.entries()]).toEqual([
      ['mv-2', { units: 1, revenueCents: 500_000, claims: 0 }],
      ['mv-1', { units: ORDERS - 2, revenueCents: (ORDERS - 2) * 1000, claims: 0 }],
    ]);

    const rows = await listSellerSales('mv-s', '2026-01-01', '2026-12-31', 1000);
    // Every paid order's line but the refunded one and the one a refund marked.
    expect(rows).toHaveLength(ORDERS - 2);
    expect(rows.some((row) => row.session_id === 'mv-000' || row.session_id === 'mv-001')).toBe(
      false,
    );
    expect(rows[0]).toMatchObject({
      seller_id: 'mv-s',
      product_id: 'mv-1',
      product_name: 'Migrated Flow',
      amount_cents: 1000,
    });
    expect(rows.filter((row) => row.guest)).toHaveLength((ORDERS - 2) / 2);
    const dates = rows.map((row) => row.paid_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});
