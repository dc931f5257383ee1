import { bookDuePayouts } from '../../../lambdas/jobs/payouts-worker';
import { stripeClient } from '../../../lambdas/infra/stripe';
import { getOrder } from '../../../lambdas/repositories/order-repository';
import {
  recordAccountState,
  recordConnectedAccount,
} from '../../../lambdas/repositories/payout-account-repository';
import { startCheckout } from '../../../lambdas/services/checkout/checkout-service';
import { fulfil } from '../../../lambdas/services/fulfilment/fulfilment-service';
import { applyOrderRefund } from '../../../lambdas/services/refunds/refund-effects';
import {
  accountState,
  createOnboardingLink,
} from '../../../lambdas/services/seller-shares/stripe-connect';

/**
 * Demo payouts, made the way the shop makes them, against the local Stripe server: Sam Seller's
 * Express account onboarded through the local onboarding page; guests' paid orders of Sam's and
 * Nia's products fulfilled and their payouts booked by the worker (Sam's transferred, one line
 * later refunded and its share reversed; Nia, who has not connected yet, held).
 */
export interface DemoPayoutSellers {
  enabled: { sellerId: string; email: string; productIds: readonly string[] };
  notConnected: { sellerId: string; productIds: readonly string[] };
}

/** The seller completes the local onboarding page, as in a browser. */
async function completeOnboarding(url: string): Promise<void> {
  const page = url.replace('//localhost:', '//127.0.0.1:');
  const opened = await fetch(page, { redirect: 'manual' });
  if (opened.status !== 200) throw new Error(`Demo onboarding page answered ${opened.status}`);
  const done = await fetch(`${page}/complete`, { method: 'POST', redirect: 'manual' });
  if (done.status !== 303) throw new Error(`Demo onboarding answered ${done.status}`);
}

async function connectEnabledSeller(sellerId: string, email: string): Promise<void> {
  const stripe = await stripeClient('live');
  const account = await stripe.accounts.create({
    type: 'express',
    email,
    capabilities: { transfers: { requested: true } },
    metadata: { seller_id: sellerId },
  });
  const now = new Date().toISOString();
  await recordConnectedAccount({ sellerId, accountId: account.id, mode: 'live', now });
  await completeOnboarding((await createOnboardingLink(account.id, 'live')).url);
  const onboarded = await stripe.accounts.retrieve(account.id);
  await recordAccountState({
    sellerId,
    accountId: account.id,
    state: accountState(onboarded),
    eventAt: Math.floor(Date.now() / 1000),
    now,
  });
}

/** A guest pays a cart on the local hosted page; the order is fulfilled like the webhook does. */
async function paidGuestOrder(email: string, productIds: readonly string[]): Promise<string> {
  const answer = await startCheckout(
    productIds.map((id) => ({ id })),
    { kind: 'guest', email, fullName: 'Demo Guest', clientIp: '127.0.0.1' },
  );
  if (!('url' in answer)) throw new Error('Demo payout order could not check out');
  const page = answer.url.replace('//localhost:', '//127.0.0.1:');
  const paid = await fetch(`${page}/pay`, { method: 'POST', redirect: 'manual' });
  if (paid.status !== 303) throw new Error(`Demo payout order: Pay answered ${paid.status}`);
  const sessionId = /\/checkout\/(cs_\w+)$/.exec(answer.url)?.[1] ?? '';
  const result = await fulfil(sessionId, 'live');
  if (result.status !== 'paid') throw new Error(`Demo payout order is ${result.status}`);
  return sessionId;
}

export async function seedDemoPayouts(sellers: DemoPayoutSellers): Promise<void> {
  const { enabled, notConnected } = sellers;
  await connectEnabledSeller(enabled.sellerId, enabled.email);
  const [first, second] = enabled.productIds;
  const [held] = notConnected.productIds;
  if (!first || !second || !held) throw new Error('Demo payouts need products on sale');
  const sold = await paidGuestOrder('payouts.guest1@example.org', [first, second, held]);
  const refunded = await paidGuestOrder('payouts.guest2@example.org', [first]);
  await paidGuestOrder('payouts.guest3@example.org', [held]);
  await bookDuePayouts();
  // The second order's line is refunded later: its share comes back from Sam's transfer.
  const order = await getOrder(refunded);
  if (!order?.payment_intent) throw new Error('Demo refund without a payment');
  const stripe = await stripeClient('live');
  const refund = await stripe.refunds.create({
    payment_intent: order.payment_intent,
    amount: order.total_cents,
  });
  // Recorded as the webhook would (the buyer's access ends, the figures and Sam's share go
  // back); the local server's own charge.refunded delivery then finds it done.
  await applyOrderRefund(order, {
    refundId: refund.id,
    amountCents: refund.amount,
    productIds: [first],
    reason: 'Refunded at the buyer’s request',
    source: 'stripe',
  });
  if (!(await getOrder(sold))?.order_ref) throw new Error('Demo payout order has no reference');
}
