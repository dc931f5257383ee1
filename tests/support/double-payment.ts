import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { handler as checkout } from '../../lambdas/functions/checkout';
import { handler as webhook } from '../../lambdas/functions/webhook';
import { dynamo } from '../../lambdas/infra/aws-clients';
import { keys } from '../../lambdas/repositories/keys';
import { createPendingOrder, getOrder } from '../../lambdas/repositories/order-repository';
import { readProductTotals } from '../../lambdas/repositories/sales-figure-repository';
import { tableName } from '../../lambdas/repositories/table';
import { checkoutLineItems, orderLines } from '../../lambdas/services/checkout/checkout-service';
import { localisationParams } from '../../lambdas/services/checkout/checkout-localisation';
import { countPaidOrderSales } from '../../lambdas/services/sales/sales-events';
import { ensureStripeProducts } from '../../lambdas/services/pricing/stripe-products';
import { productIdsMetadata } from '../../lambdas/rules/checkout';
import { call, localStripe, sessionEvent, sessionIdOf } from './checkout';
import type { TestUser } from './cognito-users';
import { emailsTo } from './mailbox';

/** Helpers of the double-payment, pending-order and storm suites. */

export type Buyer = { kind: 'user'; user: TestUser } | { kind: 'guest'; email: string };

export interface CatalogueEntry {
  id: string;
  name: string;
  price: number;
}

export function emailOf(buyer: Buyer): string {
  return buyer.kind === 'user' ? buyer.user.email : buyer.email;
}

/** A checkout through the shop's own routes; returns the hosted page's URL. */
export async function openCheckout(buyer: Buyer, productIds: string[]): Promise<string> {
  const items = productIds.map((id) => ({ id }));
  const { status, body } =
    buyer.kind === 'user'
      ? await call<{ url: string }>(checkout, 'POST /api/create-payment', {
          token: buyer.user.accessToken,
          body: { items },
        })
      : await call<{ url: string }>(checkout, 'POST /api/create-payment-universal', {
          body: { items, email: buyer.email, fullName: 'Gus Guest' },
        });
  if (status !== 200 || !body.url) throw new Error(`Checkout answered ${status}`);
  return body.url;
}

/**
 * A second checkout opened at the same moment as another (two tabs): neither saw the other, so
 * neither expired the other. Built exactly as the checkout builds one.
 */
export async function racingCheckout(
  buyer: Buyer,
  products: CatalogueEntry[],
  options: { automaticTax?: boolean; adaptivePricing?: boolean } = {},
): Promise<string> {
  const email = emailOf(buyer);
  await ensureStripeProducts(localStripe('live'), 'live', products);
  const session = await localStripe('live').checkout.sessions.create({
    mode: 'payment',
    line_items: checkoutLineItems(products),
    customer_email: email,
    ...(options.automaticTax ? { automatic_tax: { enabled: true } } : {}),
    ...localisationParams(options.adaptivePricing ?? false),
    metadata: { ...productIdsMetadata(products.map((product) => product.id)), mode: 'live' },
    success_url: `${process.env.SITE_URL}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
  });
  await createPendingOrder({
    session_id: session.id,
    status: 'pending',
    buyer_email: email.toLowerCase(),
    ...(buyer.kind === 'user' ? { user_id: buyer.user.userId } : { buyer_name: 'Gus Guest' }),
    buyer_type: buyer.kind,
    mode: 'live',
    created_at: new Date().toISOString(),
    ...orderLines(products),
  });
  return session.url ?? '';
}

export async function deliver(event: { payload: string; signature: string }) {
  return call(webhook, 'POST /api/stripe-webhook', {
    rawBody: event.payload,
    headers: { 'stripe-signature': event.signature },
  });
}

/** Delivers one fresh event of this type for the session (as Stripe holds it now). */
export async function deliverSessionEvent(sessionId: string, type: string) {
  return deliver(await sessionEvent(sessionId, type));
}

/** The refunds Stripe holds for a session's payment. */
export async function refundsOf(sessionId: string) {
  const live = sessionId.startsWith('cs_live_');
  const stripe = localStripe(live ? 'live' : 'test');
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  const paymentIntent = session.payment_intent;
  if (typeof paymentIntent !== 'string') return [];
  return (await stripe.refunds.list({ payment_intent: paymentIntent })).data;
}

export async function receiptsTo(email: string) {
  return (await emailsTo(email)).filter((mail) => /receipt/i.test(mail.subject));
}

export async function refundMailsTo(email: string) {
  return (await emailsTo(email)).filter((mail) => /^Refund/.test(mail.subject));
}

/** The order item as stored, with its layout attributes (ttl, index keys). */
export async function rawItem(key: { PK: string; SK: string }) {
  const result = await dynamo().send(new GetCommand({ TableName: tableName(), Key: key }));
  return result.Item;
}

export function rawOrder(sessionId: string) {
  return rawItem(keys.order(sessionId));
}

/** Live units and revenue counted for a product across all months (the stream emulated). */
export async function countedSales(productId: string) {
  await countPaidOrderSales();
  return (await readProductTotals([productId])).get(productId) ?? { units: 0, revenueCents: 0 };
}

export { getOrder, sessionIdOf };
