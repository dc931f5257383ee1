import { config } from '../../infra/config';
import { stripeClient, type PaymentMode, type Stripe } from '../../infra/stripe';
import type { ConnectedAccountState } from '../../repositories/payout-account-repository';
import type { PayoutTransfer } from '../../repositories/payout-transfer-repository';

/**
 * The Stripe Connect calls of the payouts: Express accounts and their onboarding links, the
 * charge behind an order, transfers and reversals. Every POST carries an idempotency key built
 * from what it is about (seller, order, refund), and a transfer is looked up by its metadata
 * before it is made, so a retry after a lost answer, or after Stripe forgot the key (24 hours),
 * finds the transfer instead of making a second one.
 */

/** Where Stripe sends the seller back: the payouts page (an expired link asks for a new one). */
export function onboardingUrls(): { refresh_url: string; return_url: string } {
  const page = `${config().siteUrl}/seller/payouts`;
  return { refresh_url: `${page}?onboarding=refresh`, return_url: `${page}?onboarding=return` };
}

export function accountState(account: Stripe.Account): ConnectedAccountState {
  return {
    charges_enabled: account.charges_enabled === true,
    payouts_enabled: account.payouts_enabled === true,
    details_submitted: account.details_submitted === true,
    currently_due: [...(account.requirements?.currently_due ?? [])].slice(0, 50),
  };
}

/** One Express account per seller and mode: the same key answers a second press the same. */
export async function createExpressAccount(input: {
  sellerId: string;
  email: string;
  mode: PaymentMode;
}): Promise<Stripe.Account> {
  const stripe = await stripeClient(input.mode);
  return stripe.accounts.create(
    {
      type: 'express',
      ...(input.email ? { email: input.email } : {}),
      capabilities: { transfers: { requested: true } },
      metadata: { seller_id: input.sellerId },
    },
    { idempotencyKey: `connect-account-${input.sellerId}-${input.mode}` },
  );
}

export async function retrieveAccount(accountId: string, mode: PaymentMode) {
  const stripe = await stripeClient(mode);
  return stripe.accounts.retrieve(accountId);
}

/** A fresh single-use onboarding link (Stripe's links expire after minutes). */
export async function createOnboardingLink(accountId: string, mode: PaymentMode) {
  const stripe = await stripeClient(mode);
  return stripe.accountLinks.create({
    account: accountId,
    type: 'account_onboarding',
    ...onboardingUrls(),
  });
}

/** The charge of a paid order's PaymentIntent: every transfer of the order draws on it. */
export async function chargeOfPayment(paymentIntentId: string, mode: PaymentMode) {
  const stripe = await stripeClient(mode);
  const intent = await stripe.paymentIntents.retrieve(paymentIntentId);
  const charge = intent.latest_charge;
  const chargeId = typeof charge === 'string' ? charge : charge?.id;
  if (!chargeId) throw new Error('The payment has no charge to transfer from');
  return chargeId;
}

/**
 * `transfer-{order}-{seller}` for the first attempt. Stripe replays a key's first answer, a
 * refusal included, so an attempt after a recorded failure adds its number: it is only made after
 * the lookup by metadata found no transfer, so it cannot pay twice.
 */
export function transferIdempotencyKey(
  orderRef: string,
  sellerId: string,
  failedAttempts = 0,
): string {
  const base = `transfer-${orderRef}-${sellerId}`;
  return failedAttempts === 0 ? base : `${base}-retry-${failedAttempts}`;
}

/** Our transfer of this seller's share of this order, if Stripe has one already. */
async function findTransfer(
  stripe: Awaited<ReturnType<typeof stripeClient>>,
  transfer: PayoutTransfer,
  destination: string,
): Promise<Stripe.Transfer | undefined> {
  const earlier = await stripe.transfers.list({
    transfer_group: transfer.order_ref,
    destination,
    limit: 100,
  });
  return earlier.data.find(
    (candidate) =>
      candidate.metadata?.order_ref === transfer.order_ref &&
      candidate.metadata?.seller_id === transfer.seller_id,
  );
}

/**
 * The seller's share of the order, transferred once: to their connected account, from the
 * order's charge (so it does not wait for the shop's available balance), in the order's
 * transfer group.
 */
export async function transferShare(input: {
  transfer: PayoutTransfer;
  destination: string;
  chargeId: string;
}): Promise<Stripe.Transfer> {
  const { transfer, destination } = input;
  const stripe = await stripeClient('live');
  const existing = await findTransfer(stripe, transfer, destination);
  if (existing) return existing;
  return stripe.transfers.create(
    {
      amount: transfer.amount_cents,
      currency: transfer.currency,
      destination,
      transfer_group: transfer.order_ref,
      source_transaction: input.chargeId,
      metadata: { order_ref: transfer.order_ref, seller_id: transfer.seller_id },
    },
    {
      idempotencyKey: transferIdempotencyKey(
        transfer.order_ref,
        transfer.seller_id,
        transfer.attempts,
      ),
    },
  );
}

/** Takes back part of a transfer for a refund, once per refund and seller. */
export async function reverseTransfer(input: {
  transferId: string;
  amountCents: number;
  refundKey: string;
  sellerId: string;
}): Promise<Stripe.TransferReversal> {
  const stripe = await stripeClient('live');
  return stripe.transfers.createReversal(
    input.transferId,
    {
      amount: input.amountCents,
      metadata: { refund: input.refundKey, seller_id: input.sellerId },
    },
    { idempotencyKey: `reversal-${input.refundKey}-${input.sellerId}` },
  );
}
