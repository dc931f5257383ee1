import { createPendingOrder, type Order } from '../../../lambdas/repositories/order-repository';
import {
  settleOrder,
  type OwnershipClaim,
} from '../../../lambdas/repositories/order-settlement-repository';
import { salesCounterUpdate } from '../../../lambdas/repositories/stats-repository';
import { createConfirmedUser } from '../../../lambdas/repositories/user-directory';
import { yearMonthOf } from '../../../lambdas/rules/checkout';
import { toCents } from '../../../lambdas/rules/money';
import { ensureProfile } from '../../../lambdas/services/shared/profile-service';
import { DEMO_PURCHASES } from './purchases';
import { DEMO_CUSTOMERS, demoSalesOrders, joinedAt, type DemoOrder } from './sales';

export interface SaleableProduct {
  id: string;
  name: string;
  price: number;
  /** The seller record that sells it (none: the shop's own). */
  seller_id?: string | undefined;
}

/** Registered demo customers: a Cognito account and a profile counted in its sign-up month. */
async function seedCustomers(
  password: string,
  now: Date,
  userIds: Map<string, string>,
): Promise<void> {
  for (const customer of DEMO_CUSTOMERS) {
    const { userId } = await createConfirmedUser({
      email: customer.email,
      fullName: customer.fullName,
      password,
      groups: [],
    });
    userIds.set(customer.email, userId);
    await ensureProfile(
      { userId, email: customer.email, fullName: customer.fullName },
      joinedAt(customer, now),
    );
  }
}

/**
 * One paid order, written the way fulfilment writes it: the pending order with its items, then
 * one transaction that marks it paid, adds the buyer's purchases and (live orders only) the
 * sales counters, and lists it among paid orders.
 */
async function seedOrder(
  order: DemoOrder,
  userId: string | undefined,
  products: Map<string, SaleableProduct>,
): Promise<void> {
  const lineCents: Record<string, number> = {};
  const names: Record<string, string> = {};
  // Who sold each line, as checkout records it: the sellers' figures count by it.
  const sellerIds: Record<string, string> = {};
  for (const productId of order.product_ids) {
    const product = products.get(productId);
    if (!product) throw new Error(`Demo order for unknown product ${productId}`);
    lineCents[productId] = toCents(product.price);
    names[productId] = product.name;
    if (product.seller_id) sellerIds[productId] = product.seller_id;
  }
  const pending: Order = {
    session_id: order.session_id,
    status: 'pending',
    buyer_email: order.buyer.email,
    ...(order.buyer.kind === 'guest' ? { buyer_name: order.buyer.name } : {}),
    ...(userId ? { user_id: userId } : {}),
    buyer_type: order.buyer.kind === 'guest' ? 'guest' : 'user',
    mode: order.mode,
    created_at: new Date(Date.parse(order.paid_at) - 120_000).toISOString(),
    product_ids: order.product_ids,
    line_cents: lineCents,
    product_names: names,
    ...(Object.keys(sellerIds).length > 0 ? { seller_ids: sellerIds } : {}),
    total_cents: Object.values(lineCents).reduce((sum, cents) => sum + cents, 0),
    currency: 'usd',
  };
  await createPendingOrder(pending);
  // The same ownership claims as a real fulfilment: an account's purchases, a guest's address.
  const claims: OwnershipClaim[] = order.product_ids.map((productId) =>
    userId
      ? {
          kind: 'purchase',
          purchase: {
            user_id: userId,
            product_id: productId,
            purchase_date: order.paid_at,
            amount_paid_cents: lineCents[productId] ?? 0,
            is_test: order.mode === 'test',
            session_id: order.session_id,
          },
        }
      : {
          kind: 'guest',
          email: order.buyer.email,
          productId,
          sessionId: order.session_id,
          at: order.paid_at,
        },
  );
  const productCents = lineCents;
  const outcome = await settleOrder({
    sessionId: order.session_id,
    paidAt: order.paid_at,
    claims,
    counter:
      order.mode === 'live'
        ? salesCounterUpdate({ yearMonth: yearMonthOf(order.paid_at), productCents })
        : undefined,
    listAsSale: order.mode === 'live',
  });
  if (outcome.outcome !== 'settled')
    throw new Error(`Demo order ${order.session_id}: ${outcome.outcome}`);
}

/**
 * The demo customers and a year of sales (plus the demo buyer's two purchases, as the orders
 * they came from). `userIds` maps the demo accounts' e-mails to their ids and gains the
 * customers'. Returns the number of orders written.
 */
export async function seedDemoSales(options: {
  password: string;
  now: Date;
  userIds: Map<string, string>;
  products: readonly SaleableProduct[];
  /** Products on sale (active, published, available): what the generated orders buy. */
  onSale: readonly string[];
}): Promise<number> {
  const { userIds, now } = options;
  const products = new Map(options.products.map((product) => [product.id, product]));
  await seedCustomers(options.password, now, userIds);
  const buyerOrders: DemoOrder[] = DEMO_PURCHASES.map((purchase, index) => ({
    session_id: `cs_demo_buyer_${index + 1}`,
    buyer: { kind: 'customer', email: purchase.buyer_email },
    mode: 'live',
    paid_at: purchase.purchase_date,
    product_ids: [purchase.product_id],
  }));
  const orders = [...buyerOrders, ...demoSalesOrders(now, options.onSale)];
  for (const order of orders) {
    const userId = order.buyer.kind === 'guest' ? undefined : userIds.get(order.buyer.email);
    if (order.buyer.kind !== 'guest' && !userId) {
      throw new Error(`Demo order for unknown account ${order.buyer.email}`);
    }
    await seedOrder(order, userId, products);
  }
  return orders.length;
}
