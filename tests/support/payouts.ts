import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { handler as checkout } from '../../lambdas/functions/checkout';
import { handler as payouts } from '../../lambdas/functions/payouts';
import { bookDuePayouts } from '../../lambdas/jobs/payouts-worker';
import { sellerRecordTransactPut } from '../../lambdas/repositories/admin-user-repository';
import { getOrder } from '../../lambdas/repositories/order-repository';
import { getPayoutAccount } from '../../lambdas/repositories/payout-account-repository';
import { putProduct } from '../../lambdas/repositories/product-repository';
import { writeTransaction } from '../../lambdas/repositories/transaction';
import { LOCAL_STRIPE_KEYS } from '../../scripts/local/stack';
import { apiEvent, testContext } from './api-event';
import { call, localStripe, payOnHostedPage, sessionIdOf, shopProduct } from './checkout';
import { createSignedInUser, type TestUser } from './cognito-users';
import { openCheckout, type Buyer } from './double-payment';

/** Helpers of the payouts suites: sellers with connected accounts, paid orders, Stripe's view. */

export type PayoutSeller = TestUser & { sellerId: string };

/** A seller as the admin makes one: the seller group and an active, listed seller record. */
export async function createPayoutSeller(): Promise<PayoutSeller> {
  const user = await createSignedInUser({ groups: ['seller'] });
  const sellerId = randomUUID();
  await writeTransaction([
    sellerRecordTransactPut({
      id: sellerId,
      user_id: user.userId,
      active: true,
      name: `Seller ${sellerId.slice(0, 6)}`,
      email: user.email,
      created_at: new Date().toISOString(),
    }),
  ]);
  return { ...user, sellerId };
}

/** A listed product of a seller (or of the shop, without one), at a price in USD. */
export async function putSellerProduct(sellerId: string | undefined, price: number) {
  const id = `payout-${randomUUID()}`;
  await putProduct(
    shopProduct(id, {
      name: `Flow ${id.slice(7, 13)}`,
      price,
      ...(sellerId && { seller_id: sellerId }),
    }),
  );
  return id;
}

/** Listed products of a seller at these prices, written one after another: their ids in order. */
export async function putSellerProducts(
  sellerId: string | undefined,
  prices: readonly number[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const price of prices) ids.push(await putSellerProduct(sellerId, price));
  return ids;
}

/** The seller presses "Connect with Stripe": the onboarding link's URL. */
export async function onboardingLink(seller: TestUser): Promise<string> {
  const answer = await call<{ url: string }>(payouts, 'POST /api/seller/payouts/onboarding', {
    token: seller.accessToken,
  });
  if (answer.status !== 200) throw new Error(`Onboarding answered ${answer.status}`);
  return answer.body.url;
}

/** Opens the local onboarding page and completes (or leaves) it, as the seller would. */
export async function finishOnboarding(url: string, action: 'complete' | 'leave'): Promise<void> {
  const page = url.replace('//localhost:', '//127.0.0.1:');
  const opened = await fetch(page, { redirect: 'manual' });
  if (opened.status !== 200) throw new Error(`The onboarding page answered ${opened.status}`);
  const done = await fetch(`${page}/${action}`, { method: 'POST', redirect: 'manual' });
  if (done.status !== 303) throw new Error(`Onboarding ${action} answered ${done.status}`);
}

export async function connectedAccountId(sellerId: string): Promise<string> {
  const id = (await getPayoutAccount(sellerId))?.stripe_account_id;
  if (!id) throw new Error('The seller has no connected account');
  return id;
}

/**
 * A signed account.updated for the account as Stripe holds it now. The local Stripe server
 * sends its own to the stack's API (the shared table); the suites deliver theirs to the
 * payouts entry in-process, on their own table.
 */
export async function accountUpdatedEvent(accountId: string, eventId?: string) {
  const account = await localStripe('live').accounts.retrieve(accountId);
  const payload = JSON.stringify({
    id: eventId ?? `evt_${randomUUID().replace(/-/g, '')}`,
    object: 'event',
    created: Math.floor(Date.now() / 1000),
    livemode: true,
    type: 'account.updated',
    account: accountId,
    data: { object: account },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: LOCAL_STRIPE_KEYS.liveConnectWebhookSecret,
  });
  return { payload, signature };
}

export function deliverConnectEvent(event: { payload: string; signature: string }) {
  return call(payouts, 'POST /api/stripe-connect-webhook', {
    rawBody: event.payload,
    headers: { 'stripe-signature': event.signature },
  });
}

/** Onboarding through the local page, then Stripe's account.updated delivered. */
export async function onboardSeller(seller: PayoutSeller): Promise<string> {
  await finishOnboarding(await onboardingLink(seller), 'complete');
  const accountId = await connectedAccountId(seller.sellerId);
  const answer = await deliverConnectEvent(await accountUpdatedEvent(accountId));
  if (answer.status !== 200) throw new Error(`account.updated answered ${answer.status}`);
  return accountId;
}

/** A buyer pays a cart on the hosted page and the success page verifies it. */
export async function payCart(buyer: Buyer, productIds: string[]): Promise<string> {
  const url = await openCheckout(buyer, productIds);
  await payOnHostedPage(url);
  const sessionId = sessionIdOf(url);
  const verified = await call(
    checkout,
    buyer.kind === 'user' ? 'POST /api/verify-payment' : 'POST /api/verify-payment-universal',
    { ...(buyer.kind === 'user' && { token: buyer.user.accessToken }), body: { sessionId } },
  );
  if (verified.body.success !== true) throw new Error(`Not verified: ${verified.status}`);
  return sessionId;
}

export async function orderRefOf(sessionId: string): Promise<string> {
  const ref = (await getOrder(sessionId))?.order_ref;
  if (!ref) throw new Error('The order has no reference');
  return ref;
}

/** What the stream triggers on AWS: the outbox's orders booked and transferred. */
export const runPayoutsWorker = bookDuePayouts;

/** Stripe's transfers of one order (its transfer group). */
export async function stripeTransfersOf(orderRef: string) {
  return (await localStripe('live').transfers.list({ transfer_group: orderRef, limit: 100 })).data;
}

export async function restrictAccount(accountId: string): Promise<void> {
  const endpoint = (process.env.STRIPE_ENDPOINT ?? '').replace('localhost', '127.0.0.1');
  const answer = await fetch(`${endpoint}/_local/accounts/${accountId}/restrict`, {
    method: 'POST',
  });
  if (answer.status !== 200) throw new Error(`Restrict answered ${answer.status}`);
}

/** Calls a route of the `payouts` group in-process (with path parameters), as API Gateway would. */
export async function callPayouts<T>(
  routeKey: string,
  options: Parameters<typeof apiEvent>[1] = {},
): Promise<{ status: number; body: T & { error?: string } }> {
  const result = await payouts(apiEvent(routeKey, options), testContext);
  return { status: result.statusCode ?? 200, body: JSON.parse(result.body ?? '{}') };
}
