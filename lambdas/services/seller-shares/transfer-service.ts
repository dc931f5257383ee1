import { describeError, log } from '../../infra/logger';
import { countMetric, METRIC } from '../../infra/metrics';
import { redactText } from '../../infra/log-redaction';
import type { Stripe } from '../../infra/stripe';
import { ledgerEntryKey, type LedgerEntry } from '../../repositories/payout-ledger-repository';
import { getPayoutAccount, type PayoutAccount } from '../../repositories/payout-account-repository';
import {
  getTransfer,
  writeTransition,
  type PayoutTransfer,
} from '../../repositories/payout-transfer-repository';
import { canReceive, claimed, claimReason, settledAtZero, totalsDelta } from './payout-states';
import { chargeOfPayment, transferShare } from './stripe-connect';
import { transferFailureCode } from '../../rules/transfer-failures';

/**
 * Moves a seller's share of an order to their connected account, exactly once. A worker first
 * claims the share (a conditional write with a lease), so of the webhook storm's workers, the
 * release job and account.updated, only one calls Stripe at a time; the call itself carries the
 * order+seller idempotency key and looks for an earlier transfer by its metadata. The outcome
 * (transferred, failed, or held when the seller cannot receive yet) is written with its ledger
 * entry and the totals in one transaction. A failure is recorded for the admin and never thrown
 * at the buyer's fulfilment.
 */

const MAX_ERROR_LENGTH = 300;
/** Re-reads after a concurrent change before giving the share up to whoever changed it. */
const MAX_ROUNDS = 5;

function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return redactText(text).slice(0, MAX_ERROR_LENGTH);
}

function entry(
  transfer: PayoutTransfer,
  kind: LedgerEntry['kind'],
  at: string,
  extra: Partial<LedgerEntry> = {},
): LedgerEntry {
  return {
    seller_id: transfer.seller_id,
    entry_key: ledgerEntryKey(transfer.order_ref, kind),
    kind,
    at,
    order_ref: transfer.order_ref,
    amount_cents: transfer.amount_cents,
    ...extra,
  };
}

/**
 * Writes `after` over `before` with its entries and the totals it moves: the share as written,
 * or undefined when it was changed meanwhile.
 */
export function commit(
  before: PayoutTransfer,
  after: PayoutTransfer,
  entries: LedgerEntry[] = [],
): Promise<PayoutTransfer | undefined> {
  return writeTransition(before, after, { entries, totals: totalsDelta(before, after) });
}

function unclaimed(transfer: PayoutTransfer): PayoutTransfer {
  const { claimed_until: _lease, ...rest } = transfer;
  return rest;
}

/** The seller cannot receive yet: the share waits, held (one hold entry, the first time). */
async function hold(current: PayoutTransfer, now: Date): Promise<PayoutTransfer | undefined> {
  const at = now.toISOString();
  const after: PayoutTransfer = {
    ...unclaimed(current),
    state: 'held',
    was_held: true,
    updated_at: at,
  };
  const entries = current.was_held ? [] : [entry(current, 'hold', at)];
  return commit(current, after, entries);
}

/** Stripe made the transfer: recorded once, from whatever state the share is in by now. */
async function recordTransferred(
  claimedShare: PayoutTransfer,
  stripeTransfer: Stripe.Transfer,
  now: Date,
): Promise<PayoutTransfer> {
  let current: PayoutTransfer | undefined = claimedShare;
  for (let round = 0; round < MAX_ROUNDS && current; round += 1) {
    if (current.state === 'transferred' || current.state === 'cancelled') return current;
    const at = now.toISOString();
    const after: PayoutTransfer = {
      ...unclaimed(current),
      state: 'transferred',
      stripe_transfer_id: stripeTransfer.id,
      transferred_at: at,
      updated_at: at,
    };
    delete after.error;
    delete after.error_code;
    const kind = current.was_held ? 'release' : 'transfer';
    const written = await commit(current, after, [
      entry(current, kind, at, { stripe_id: stripeTransfer.id }),
    ]);
    if (written) {
      countMetric(METRIC.payoutTransfers);
      log('info', 'Seller share transferred', {
        orderRef: current.order_ref,
        sellerId: current.seller_id,
        kind,
        amountCents: current.amount_cents,
      });
      return written;
    }
    current = await getTransfer(claimedShare.seller_id, claimedShare.order_ref);
  }
  throw new Error('Could not record a transfer Stripe made: it is found again by its metadata');
}

/**
 * A share of 0 cents is settled by one write, never sent to Stripe (which refuses a transfer of
 * 0): its transfer (or release) entry says 0 with no Stripe id, and it is not counted as a
 * transfer or a failure. Undefined when the share was changed meanwhile.
 */
async function settleZeroShare(
  current: PayoutTransfer,
  now: Date,
): Promise<PayoutTransfer | undefined> {
  const kind = current.was_held ? 'release' : 'transfer';
  const written = await commit(current, settledAtZero(current, now), [
    entry(current, kind, now.toISOString()),
  ]);
  if (written) {
    log('info', 'Seller share of 0 settled without a transfer', {
      orderRef: current.order_ref,
      sellerId: current.seller_id,
      kind,
    });
  }
  return written;
}

/** Stripe refused or could not be reached: the share is failed, listed for the admin. */
async function recordFailure(
  claimedShare: PayoutTransfer,
  error: unknown,
  now: Date,
): Promise<PayoutTransfer | undefined> {
  countMetric(METRIC.payoutTransferFailures);
  log('error', 'Transfer to a seller failed', {
    orderRef: claimedShare.order_ref,
    sellerId: claimedShare.seller_id,
    status: (error as { statusCode?: number }).statusCode,
    ...describeError(error),
  });
  const at = now.toISOString();
  const after: PayoutTransfer = {
    ...unclaimed(claimedShare),
    state: 'failed',
    attempts: claimedShare.attempts + 1,
    error: errorText(error),
    failed_at: at,
    updated_at: at,
  };
  // Kept so the admin is told what happened and whether Retry can help; an earlier failure's
  // code must not outlive it.
  const code = transferFailureCode(error);
  if (code === undefined) delete after.error_code;
  else after.error_code = code;
  // Stale: someone else settled it meanwhile (a concurrent worker's transfer went through).
  return commit(claimedShare, after);
}

/** The claimed share's Stripe call and its outcome. */
async function runClaimed(
  share: PayoutTransfer,
  account: PayoutAccount | undefined,
  now: Date,
): Promise<PayoutTransfer | undefined> {
  if (!canReceive(account)) return hold(share, now);
  let stripeTransfer: Stripe.Transfer;
  try {
    if (!share.payment_intent) throw new Error('The order has no payment to transfer from');
    const chargeId = await chargeOfPayment(share.payment_intent, 'live');
    stripeTransfer = await transferShare({
      transfer: share,
      destination: account.stripe_account_id,
      chargeId,
    });
  } catch (error) {
    return recordFailure(share, error, now);
  }
  return recordTransferred(share, stripeTransfer, now);
}

export interface DriveOptions {
  /** Retry a failed share (the admin's retry, the release job under its attempt limit). */
  retryFailed?: boolean;
  now?: Date;
  /** The seller's account when the caller read it already. */
  account?: PayoutAccount;
}

/**
 * Takes a share as far as it can go now: transferred, held, or failed (a share of 0: settled as
 * transferred). A share someone else holds the claim on, or that is settled, is returned as it
 * is.
 */
export async function driveTransfer(
  share: PayoutTransfer,
  options: DriveOptions = {},
): Promise<PayoutTransfer | undefined> {
  const now = options.now ?? new Date();
  const account = options.account ?? (await getPayoutAccount(share.seller_id));
  let current: PayoutTransfer | undefined = share;
  for (let round = 0; round < MAX_ROUNDS && current; round += 1) {
    const reason = claimReason(current, now, {
      receivable: canReceive(account),
      retryFailed: options.retryFailed === true,
    });
    if (!reason) return current;
    if (reason === 'settle') {
      const settled = await settleZeroShare(current, now);
      if (settled) return settled;
      current = await getTransfer(share.seller_id, share.order_ref);
      continue;
    }
    const claim = await commit(current, claimed(current, now));
    if (claim) return (await runClaimed(claim, account, now)) ?? claim;
    current = await getTransfer(share.seller_id, share.order_ref);
  }
  return current;
}

/** Drives one share by key (after booking, on the admin's retry). */
export async function driveTransferByKey(
  sellerId: string,
  orderRef: string,
  options: DriveOptions = {},
): Promise<PayoutTransfer | undefined> {
  const share = await getTransfer(sellerId, orderRef);
  return share ? driveTransfer(share, options) : undefined;
}
