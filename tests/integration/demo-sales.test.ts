import type { AdminSummary, SalesStats, SellerSummaryCards } from '../../lambdas/contracts/sales';
import { handler as sales } from '../../lambdas/functions/sales';
import { getAggregate, listRecentReviews } from '../../lambdas/repositories/review-repository';
import { recount } from '../../lambdas/rules/reviews';
import { sellerProductIdPages } from '../../lambdas/repositories/product-repository';
import { readProductTotals } from '../../lambdas/repositories/sales-figure-repository';
import { listPaidOrders } from '../../lambdas/repositories/sales-listing-repository';
import {
  findProfilesByEmail,
  getSellerRecord,
  listPurchases,
} from '../../lambdas/repositories/user-repository';
import { countsAsShopUser } from '../../lambdas/rules/roles';
import { toCents } from '../../lambdas/rules/money';
import { DEMO_PASSWORD, DEMO_USERS } from '../../scripts/local/demo-accounts';
import { DEMO_CUSTOMERS, DEMO_SECOND_SELLER_PRODUCTS } from '../../scripts/local/demo/sales';
import { seedDemoData } from '../../scripts/local/seed';
import { apiEvent, testContext } from '../support/api-event';
import { signIn } from '../support/directory-users';
import { useIsolatedFilesBucket } from '../support/isolated-bucket';
import { useIsolatedTable } from '../support/isolated-table';
import { useIsolatedUserPool } from '../support/isolated-user-pool';

async function get<T>(routeKey: string, token: string, query: Record<string, string> = {}) {
  const event = apiEvent(routeKey, { token });
  event.queryStringParameters = query;
  event.rawQueryString = new URLSearchParams(query).toString();
  const result = await sales(event, testContext);
  expect(result.statusCode).toBe(200);
  return JSON.parse(result.body ?? '{}') as T;
}

describe('demo data: a year of sales that adds up', () => {
  let admin: string;

  beforeAll(async () => {
    await useIsolatedTable();
    await useIsolatedUserPool();
    await useIsolatedFilesBucket();
    expect(await seedDemoData({ onlyOnce: true })).toBe(true);
    admin = await signIn('admin@example.com', DEMO_PASSWORD);
  }, 120_000);

  it('fills every month of the chart, and the figures equal a recount of the paid orders', async () => {
    const stats = await get<SalesStats>('GET /api/admin/stats', admin, {
      from: '2000-01-01',
      to: new Date().toISOString().slice(0, 10),
    });
    expect(stats.revenue_by_month).toHaveLength(12);
    for (const month of stats.revenue_by_month) expect(month.revenue).toBeGreaterThan(0);
    expect(stats.month_users).toBeGreaterThan(0);

    const { orders } = await listPaidOrders('2000-01-01', '9999-12-31', 10_000);
    const live = orders.filter((order) => order.mode === 'live');
    expect(live.length).toBe(orders.length);
    expect(live.some((order) => order.buyer_type === 'guest')).toBe(true);
    expect(live.some((order) => order.buyer_type === 'user')).toBe(true);
    const cents = live.reduce(
      (sum, order) => sum + order.product_ids.reduce((s, id) => s + (order.line_cents[id] ?? 0), 0),
      0,
    );
    const items = live.reduce((sum, order) => sum + order.product_ids.length, 0);
    expect(toCents(stats.total_revenue)).toBe(cents);
    expect(stats.sales_count).toBe(items);
    expect(stats.recent_sales.length).toBeGreaterThan(0);

    // Every profile but the admin and the tester is a shop user.
    const summary = await get<AdminSummary>('GET /api/admin/summary', admin);
    expect(summary.sales).toBe(items);
    const shopAccounts = DEMO_USERS.filter((user) => countsAsShopUser(user.role)).length;
    expect(stats.total_users).toBe(shopAccounts + DEMO_CUSTOMERS.length);
    expect(summary.users).toBe(stats.total_users);
  });

  it('gives the test user test purchases that never count, and both sellers sales', async () => {
    const [tester] = await findProfilesByEmail('tester@example.com');
    const testPurchases = await listPurchases(tester?.id ?? '');
    expect(testPurchases.length).toBeGreaterThan(0);
    expect(testPurchases.every((purchase) => purchase.is_test)).toBe(true);
    for (const email of ['seller@example.com', 'seller2@example.com']) {
      const token = await signIn(email, DEMO_PASSWORD);
      const mine = await get<SalesStats>('GET /api/seller/stats', token);
      expect(mine.sales_count).toBeGreaterThan(0);
      expect(mine.total_users).toBeUndefined();
      expect(mine.recent_sales.every((sale) => sale.buyer_email === undefined)).toBe(true);
      if (email === 'seller2@example.com') {
        expect(mine.products.every((row) => DEMO_SECOND_SELLER_PRODUCTS.has(row.product_id))).toBe(
          true,
        );
      }
    }
  });

  it("shows each seller the figures their products' totals and the shop's orders give", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
    const { orders } = await listPaidOrders(from, `${today}T23:59:59.999Z`, 10_000);
    for (const email of ['seller@example.com', 'seller2@example.com']) {
      const [profile] = await findProfilesByEmail(email);
      const seller = await getSellerRecord(profile?.id ?? '');
      if (!seller) throw new Error(`${email} has no seller record`);
      // What the statistics were worked out from before: every product of the seller.
      const ids: string[] = [];
      for await (const page of sellerProductIdPages(seller.id)) ids.push(...page);
      const totals = await readProductTotals(ids);
      const sums = [...totals.values()];
      const token = await signIn(email, DEMO_PASSWORD);
      const mine = await get<SalesStats>('GET /api/seller/stats', token);
      expect(mine.sales_count).toBe(sums.reduce((sum, figures) => sum + figures.units, 0));
      expect(toCents(mine.total_revenue)).toBe(
        sums.reduce((sum, figures) => sum + figures.revenueCents, 0),
      );
      expect(mine.free_claims).toBe(sums.reduce((sum, figures) => sum + figures.claims, 0));
      expect(
        mine.products.map((row) => [row.product_id, row.units, toCents(row.revenue), row.claims]),
      ).toEqual(
        expect.arrayContaining(
          [...totals].map(([id, f]) => [id, f.units, f.revenueCents, f.claims]),
        ),
      );
      expect(mine.products).toHaveLength(totals.size);
      const summary = await get<SellerSummaryCards>('GET /api/seller/summary', token);
      expect(summary.sales).toBe(mine.sales_count);
      // Recent sales: every sale of theirs in the period, newest first.
      const owned = new Set(ids);
      const sold = orders
        .flatMap((order) => order.product_ids.filter((id) => owned.has(id)))
        .slice(0, 100);
      expect(mine.recent_sales.map((sale) => sale.product_id).sort()).toEqual(sold.sort());
    }
  });

  it('shows customers’ reviews of products they bought, counted in each aggregate', async () => {
    const { reviews } = await listRecentReviews(50, undefined);
    expect(reviews.length).toBeGreaterThanOrEqual(3);
    for (const productId of new Set(reviews.map((review) => review.product_id))) {
      const ratings = reviews
        .filter((review) => review.product_id === productId)
        .map((review) => review.rating);
      expect(await getAggregate(productId)).toEqual(recount(ratings));
    }
  });
});
