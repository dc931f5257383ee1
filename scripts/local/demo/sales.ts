/**
 * A year of demo sales, generated deterministically from the day of seeding: live orders of
 * registered customers and guests, test-mode orders of the test user, over the products of
 * both demo sellers and of the shop, growing month by month. Data only; seed-sales.ts writes
 * it through the fulfilment's own repository calls, so every figure adds up.
 */
import { DEMO_PRODUCT_IDS as P } from './ids';

/** The second demo seller (seller2@example.com) and the shop products they sell. */
export const DEMO_SECOND_SELLER_ID = '5e11e700-0000-4000-8000-000000000002';
export const DEMO_SECOND_SELLER_PRODUCTS: ReadonlySet<string> = new Set([
  P.zendeskEscalation,
  P.shopifyAlerts,
  P.webinarFollowUp,
]);

export interface DemoCustomer {
  email: string;
  fullName: string;
  /** Months before the seeding month when they signed up (0: this month). */
  joinedMonthsAgo: number;
}

/** Registered buyers (Cognito accounts, password Password1), signed up over the year. */
export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  { email: 'olivia.hart@example.org', fullName: 'Olivia Hart', joinedMonthsAgo: 11 },
  { email: 'marcus.lee@example.org', fullName: 'Marcus Lee', joinedMonthsAgo: 10 },
  { email: 'priya.nair@example.org', fullName: 'Priya Nair', joinedMonthsAgo: 9 },
  { email: 'jonas.berg@example.org', fullName: 'Jonas Berg', joinedMonthsAgo: 7 },
  { email: 'amara.okafor@example.org', fullName: 'Amara Okafor', joinedMonthsAgo: 6 },
  { email: 'lucas.silva@example.org', fullName: 'Lucas Silva', joinedMonthsAgo: 4 },
  { email: 'chloe.martin@example.org', fullName: 'Chloe Martin', joinedMonthsAgo: 3 },
  { email: 'kenji.sato@example.org', fullName: 'Kenji Sato', joinedMonthsAgo: 2 },
  { email: 'sofia.rossi@example.org', fullName: 'Sofia Rossi', joinedMonthsAgo: 1 },
  { email: 'noah.fischer@example.org', fullName: 'Noah Fischer', joinedMonthsAgo: 0 },
];

export const DEMO_TESTER_EMAIL = 'tester@example.com';

export type DemoBuyer =
  | { kind: 'customer'; email: string }
  | { kind: 'guest'; email: string; name: string }
  | { kind: 'tester'; email: string };

export interface DemoOrder {
  session_id: string;
  buyer: DemoBuyer;
  mode: 'live' | 'test';
  paid_at: string;
  product_ids: string[];
}

/** A small deterministic generator (mulberry32), so every fresh start shows the same shop. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const GUEST_NAMES = ['Alex Kim', 'Sam Rivera', 'Jo Park', 'Robin Diaz', 'Kai Moreau', 'Lena Vogel'];

/** When a customer signed up: the first day of their month, 09:00 UTC (never after `now`). */
export function joinedAt(customer: DemoCustomer, now: Date): Date {
  const date = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - customer.joinedMonthsAgo, 1, 9),
  );
  return date.getTime() < now.getTime() ? date : new Date(now.getTime() - 60_000);
}

/**
 * The orders of the last 12 months up to `now`: more each month, one or two products each,
 * never a product the buyer already owns (a customer or the test user buys a product once).
 * `products` are the ones on sale (active, published, available for purchase).
 */
export function demoSalesOrders(now: Date, products: readonly string[]): DemoOrder[] {
  const next = random(20260115);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const owned = new Map<string, Set<string>>();
  const orders: DemoOrder[] = [];
  let guests = 0;
  for (let monthsAgo = 11; monthsAgo >= 0; monthsAgo -= 1) {
    const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 1);
    const end =
      monthsAgo === 0
        ? now.getTime() - 60_000
        : Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo + 1, 1) - 1;
    const count = 5 + (11 - monthsAgo) + Math.floor(next() * 4);
    for (let n = 0; n < count; n += 1) {
      const paidAt = new Date(start + Math.floor(next() * (end - start)));
      if (paidAt.getTime() <= start) continue;
      const roll = next();
      const customers = DEMO_CUSTOMERS.filter(
        (customer) => joinedAt(customer, now).getTime() < paidAt.getTime(),
      );
      let buyer: DemoBuyer;
      if (roll < 0.1) buyer = { kind: 'tester', email: DEMO_TESTER_EMAIL };
      else if (roll < 0.5 && customers.length > 0)
        buyer = { kind: 'customer', email: pick(customers).email };
      else {
        guests += 1;
        buyer = { kind: 'guest', email: `guest${guests}@example.net`, name: pick(GUEST_NAMES) };
      }
      const mine = owned.get(buyer.email) ?? new Set<string>();
      const wanted = next() < 0.2 ? 2 : 1;
      const basket: string[] = [];
      for (let tries = 0; tries < 10 && basket.length < wanted; tries += 1) {
        const product = pick(products);
        if (!mine.has(product) && !basket.includes(product)) basket.push(product);
      }
      if (basket.length === 0) continue;
      if (buyer.kind !== 'guest') {
        basket.forEach((product) => mine.add(product));
        owned.set(buyer.email, mine);
      }
      orders.push({
        session_id: `cs_demo_${String(orders.length + 1).padStart(4, '0')}`,
        buyer,
        mode: buyer.kind === 'tester' ? 'test' : 'live',
        paid_at: paidAt.toISOString(),
        product_ids: basket,
      });
    }
  }
  return leaveTesterOneProduct(orders, products[0]).sort((a, b) =>
    a.paid_at.localeCompare(b.paid_at),
  );
}

/**
 * The test user never buys the first product on sale, so a test-mode checkout can always open
 * for it (trying test mode by hand, `npm run smoke` against `npm start`). Taken out after the
 * orders are drawn, so everyone else's orders stay as the seeded random sequence made them.
 */
function leaveTesterOneProduct(orders: DemoOrder[], kept: string | undefined): DemoOrder[] {
  return orders.flatMap((order) => {
    if (order.buyer.kind !== 'tester' || !kept) return [order];
    const productIds = order.product_ids.filter((id) => id !== kept);
    return productIds.length > 0 ? [{ ...order, product_ids: productIds }] : [];
  });
}
