import { randomUUID } from 'node:crypto';
import { handler as checkout } from '../../lambdas/functions/checkout';
import { handler as sales } from '../../lambdas/functions/sales';
import { handler as webhook } from '../../lambdas/functions/webhook';
import { getOrder, type Order } from '../../lambdas/repositories/order-repository';
import { putProduct } from '../../lambdas/repositories/product-repository';
import { countPaidOrderSales } from '../../lambdas/services/sales/sales-events';
import { apiEvent, testContext } from '../support/api-event';
import {
  call,
  completedEvent,
  guestEmail,
  payOnHostedPage,
  sessionIdOf,
  shopProduct,
} from '../support/checkout';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { useIsolatedTable } from '../support/isolated-table';

const productA = `a-${randomUUID()}`;
const productB = `b-${randomUUID()}`;

async function statsCall(routeKey: string, token?: string, query: Record<string, string> = {}) {
  // The per-product figures come from the table's stream; here it is emulated before each read.
  await countPaidOrderSales();
  const event = apiEvent(routeKey, { token });
  event.queryStringParameters = query;
  event.rawQueryString = new URLSearchParams(query).toString();
  const result = await sales(event, testContext);
  return {
    status: result.statusCode ?? 200,
    headers: result.headers ?? {},
    body: result.body ?? '',
  };
}

async function payAndFulfilTwice(url: string): Promise<string> {
  const sessionId = sessionIdOf(url);
  await payOnHostedPage(url);
  const events = await Promise.all([completedEvent(sessionId), completedEvent(sessionId)]);
  const results = await Promise.all(
    events.map((event) =>
      call(webhook, 'POST /api/stripe-webhook', {
        rawBody: event.payload,
        headers: { 'stripe-signature': event.signature },
      }),
    ),
  );
  expect(results.map((result) => result.status)).toEqual([200, 200]);
  return sessionId;
}

async function userPays(user: TestUser, items: string[]): Promise<string> {
  const { body } = await call<{ url: string }>(checkout, 'POST /api/create-payment', {
    token: user.accessToken,
    body: { items: items.map((id) => ({ id })) },
  });
  return payAndFulfilTwice(body.url);
}

async function guestPays(email: string, items: string[]): Promise<string> {
  const { body } = await call<{ url: string }>(checkout, 'POST /api/create-payment-universal', {
    body: { items: items.map((id) => ({ id })), email, fullName: 'Gus Guest' },
  });
  return payAndFulfilTwice(body.url);
}

/** What the figures must be: a recount of the paid live orders in the table. */
function recount(orders: Order[]) {
  const live = orders.filter((order) => order.status === 'paid' && order.mode === 'live');
  let revenueCents = 0;
  let sales = 0;
  for (const order of live) {
    for (const productId of order.product_ids) {
      revenueCents += order.line_cents[productId] ?? 0;
      sales += 1;
    }
  }
  return { revenue: revenueCents / 100, sales };
}

describe('sales statistics equal a recount of the paid orders', () => {
  const sessions: string[] = [];
  let admin: TestUser;

  beforeAll(async () => {
    await useIsolatedTable();
    await putProduct(shopProduct(productA, { name: '=HYPERLINK("x")', price: 30 }));
    await putProduct(shopProduct(productB, { name: 'Beta, "Flow"', price: 12.5 }));
    admin = await createSignedInUser({ groups: ['admin'] });
    const buyer = await createSignedInUser();
    sessions.push(await userPays(buyer, [productA, productB]));
    sessions.push(await guestPays(guestEmail(), [productA]));
  }, 120_000);

  it('admin figures match the recount, replays counted once', async () => {
    const orders = (await Promise.all(sessions.map(getOrder))).filter((o): o is Order => !!o);
    const expected = recount(orders);
    expect(expected).toEqual({ revenue: 72.5, sales: 3 });
    const { status, body } = await statsCall('GET /api/admin/stats', admin.accessToken);
    expect(status).toBe(200);
    const stats = JSON.parse(body) as Record<string, unknown> & {
      products: { product_id: string; units: number; revenue: number }[];
      recent_sales: { buyer_email?: string; guest: boolean }[];
      revenue_by_month: { revenue: number }[];
    };
    expect(stats.total_revenue).toBe(expected.revenue);
    expect(stats.month_revenue).toBe(expected.revenue);
    expect(stats.sales_count).toBe(expected.sales);
    expect(stats.month_sales_count).toBe(expected.sales);
    expect(stats.revenue_by_month).toHaveLength(12);
    expect(stats.revenue_by_month[11]?.revenue).toBe(expected.revenue);
    expect(stats.products).toEqual([
      expect.objectContaining({ product_id: productA, units: 2, revenue: 60 }),
      expect.objectContaining({ product_id: productB, units: 1, revenue: 12.5 }),
    ]);
    expect(stats.recent_sales).toHaveLength(3);
    expect(stats.recent_sales.filter((sale) => sale.guest)).toHaveLength(1);
    expect(stats.recent_sales.every((sale) => sale.buyer_email)).toBe(true);
  });

  it('exports the CSV with formula and quote escaping', async () => {
    const result = await statsCall('GET /api/admin/sales.csv', admin.accessToken);
    expect(result.status).toBe(200);
    expect(result.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(result.headers['content-disposition'])).toMatch(
      /^attachment; filename="sales-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = result.body.trim().split('\r\n');
    expect(lines[0]).toBe('date,product,amount,buyer_email,guest,session_id');
    expect(lines).toHaveLength(4);
    expect(result.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect(result.body).toContain('"Beta, ""Flow"""');
    expect(result.body).not.toMatch(/,=HYPERLINK/);
  });

  it('gives a seller without products empty figures and never an e-mail', async () => {
    const seller = await createSignedInUser({ groups: ['seller'] });
    const { status, body } = await statsCall('GET /api/seller/stats', seller.accessToken);
    expect(status).toBe(200);
    expect(body).not.toContain('@');
    expect(JSON.parse(body)).toMatchObject({ total_revenue: 0, sales_count: 0, products: [] });
  });

  it('counts 50 simultaneous paid orders exactly, without a 5xx', async () => {
    const before = JSON.parse(
      (await statsCall('GET /api/admin/stats', admin.accessToken)).body,
    ) as {
      total_revenue: number;
      sales_count: number;
    };
    // Fifty different buyers start their checkouts; then all fifty payments are fulfilled at
    // once (each delivered twice), which is where the sales counters are contended.
    const urls: string[] = [];
    for (let index = 0; index < 50; index += 1) {
      const { body } = await call<{ url: string }>(checkout, 'POST /api/create-payment-universal', {
        body: { items: [{ id: productB }], email: `guest-${index}-${randomUUID()}@example.com` },
        sourceIp: `198.51.100.${index}`,
      });
      urls.push(body.url);
    }
    const paid = await Promise.all(urls.map((url) => payAndFulfilTwice(url)));
    const orders = await Promise.all(paid.map(getOrder));
    expect(orders.filter((order) => order?.status === 'paid')).toHaveLength(50);
    const after = JSON.parse((await statsCall('GET /api/admin/stats', admin.accessToken)).body) as {
      total_revenue: number;
      sales_count: number;
    };
    expect(after.sales_count - before.sales_count).toBe(50);
    expect(Math.round((after.total_revenue - before.total_revenue) * 100)).toBe(62_500);
  }, 120_000);

  it('fulfils a 50-product order and counts each of its products once', async () => {
    const ids = Array.from({ length: 50 }, (_, index) => `cart50-${index}-${randomUUID()}`);
    for (const [index, id] of ids.entries()) {
      await putProduct(shopProduct(id, { name: `Cart fifty ${index}`, price: 1 + index }));
    }
    const before = JSON.parse(
      (await statsCall('GET /api/admin/stats', admin.accessToken)).body,
    ) as { sales_count: number };
    const sessionId = await guestPays(guestEmail(), ids);
    expect((await getOrder(sessionId))?.status).toBe('paid');
    const after = JSON.parse((await statsCall('GET /api/admin/stats', admin.accessToken)).body) as {
      sales_count: number;
      products: { product_id: string; units: number; revenue: number }[];
    };
    expect(after.sales_count - before.sales_count).toBe(50);
    const rows = after.products.filter((row) => ids.includes(row.product_id));
    expect(rows).toHaveLength(50);
    expect(rows.every((row) => row.units === 1)).toBe(true);
    expect(rows.reduce((sum, row) => sum + row.revenue, 0)).toBe((50 * 51) / 2);
  }, 120_000);

  it('refuses buyers (403), anonymous callers (401) and bad dates (400)', async () => {
    const buyer = await createSignedInUser();
    expect((await statsCall('GET /api/admin/stats', buyer.accessToken)).status).toBe(403);
    expect((await statsCall('GET /api/seller/stats', buyer.accessToken)).status).toBe(403);
    expect((await statsCall('GET /api/admin/sales.csv')).status).toBe(401);
    const bad = { from: '2026-13-40' };
    expect((await statsCall('GET /api/admin/stats', admin.accessToken, bad)).status).toBe(400);
    const reversed = { from: '2026-05-02', to: '2026-05-01' };
    expect((await statsCall('GET /api/admin/stats', admin.accessToken, reversed)).status).toBe(400);
  });
});
