import { countsAsShopUser } from '../../../lambdas/rules/roles';
import { DEMO_CUSTOMERS, demoSalesOrders } from '../../../scripts/local/demo/sales';
import { isListPage } from '../../../web/src/features/backoffice/summary-pages';

describe('summary cards show on list-type pages only', () => {
  it('shows them on the admin lists and hides them on edit, new, detail and settings pages', () => {
    for (const path of [
      '/admin',
      '/admin/',
      '/admin/products',
      '/admin/products/list',
      '/admin/products/versions',
      '/admin/users',
      '/admin/users/list',
      '/admin/sales',
      '/admin/orders',
      '/admin/security',
      '/admin/payouts',
    ]) {
      expect([path, isListPage('admin', path)]).toEqual([path, true]);
    }
    for (const path of [
      '/admin/products/new',
      '/admin/products/p1',
      '/admin/product/p1',
      '/admin/products/p1/edit',
      '/admin/users/u1',
      '/admin/orders/cs_live_1',
      '/admin/settings',
    ]) {
      expect([path, isListPage('admin', path)]).toEqual([path, false]);
    }
  });

  it('does the same in the seller area', () => {
    for (const path of [
      '/seller',
      '/seller/products',
      '/seller/products/list',
      '/seller/sales',
      '/seller/payouts',
    ]) {
      expect([path, isListPage('seller', path)]).toEqual([path, true]);
    }
    for (const path of [
      '/seller/products/new',
      '/seller/products/p1',
      '/seller/products/p1/edit',
    ]) {
      expect([path, isListPage('seller', path)]).toEqual([path, false]);
    }
  });
});

describe('shop users for the statistics', () => {
  it('counts every role but admin and test_user; a profile without a role is a user', () => {
    expect(countsAsShopUser(undefined)).toBe(true);
    expect(countsAsShopUser('user')).toBe(true);
    expect(countsAsShopUser('seller')).toBe(true);
    expect(countsAsShopUser('admin')).toBe(false);
    expect(countsAsShopUser('test_user')).toBe(false);
  });
});

describe('the demo year of sales', () => {
  const now = new Date('2026-11-23T12:00:00.000Z');
  const products = ['a', 'b', 'c', 'd', 'e', 'f'];
  const orders = demoSalesOrders(now, products);

  it('is the same on every run and covers each of the last 12 months up to now', () => {
    expect(demoSalesOrders(now, products)).toEqual(orders);
    const months = new Set(orders.map((order) => order.paid_at.slice(0, 7)));
    expect(months.size).toBe(12);
    expect(orders.every((order) => order.paid_at < now.toISOString())).toBe(true);
    expect(new Set(orders.map((order) => order.session_id)).size).toBe(orders.length);
  });

  it('mixes live customer, guest and test orders; nobody buys a product twice', () => {
    const kinds = new Set(orders.map((order) => `${order.buyer.kind}:${order.mode}`));
    expect(kinds).toEqual(new Set(['customer:live', 'guest:live', 'tester:test']));
    const owned = new Map<string, string[]>();
    for (const order of orders.filter((candidate) => candidate.buyer.kind !== 'guest')) {
      const mine = owned.get(order.buyer.email) ?? [];
      mine.push(...order.product_ids);
      owned.set(order.buyer.email, mine);
    }
    for (const [, bought] of owned) expect(new Set(bought).size).toBe(bought.length);
  });

  it('sells to customers only after they signed up', () => {
    for (const order of orders) {
      if (order.buyer.kind !== 'customer') continue;
      const customer = DEMO_CUSTOMERS.find((candidate) => candidate.email === order.buyer.email);
      const joined = Date.UTC(2026, 10 - (customer?.joinedMonthsAgo ?? 0), 1, 9);
      expect(Date.parse(order.paid_at)).toBeGreaterThan(joined);
    }
  });
});
