import type { TransferState } from '../../contracts/payouts';
import type {
  PayoutAccount,
  TotalName,
  TotalsDelta,
} from '../../repositories/payout-account-repository';
import type { PayoutTransfer } from '../../repositories/payout-transfer-repository';

/**
 * The rules of a seller's share of an order, without I/O: which total its amount counts in, how
 * a change moves the totals, who may claim it for a Stripe call.
 *
 * pending -> (claimed) -> transferred | failed | held; held -> releasing (claimed) ->
 * transferred | failed | held; failed -> (retry, claimed) pending; held or failed shares whose
 * lines are all refunded before any transfer -> cancelled. A share of 0 cents (a 100% discount
 * code, or a commission that takes the whole line) goes straight to transferred, without a
 * claim or a Stripe call and without a Stripe transfer id: Stripe refuses a transfer of 0
 * ("Invalid positive integer"), so calling it could only ever fail, and there is nothing to
 * hold or to retry.
 */

/** A Stripe call takes at most about 30 s (three tries of 10 s); a claim outlives it well. */
export const CLAIM_LEASE_MS = 5 * 60 * 1000;
/** The release job retries a failed transfer by itself this many times; then only the admin. */
export const MAX_AUTOMATIC_ATTEMPTS = 5;

/** The seller's totals: failed transfers are still pending money, releasing still held. */
function bucketOf(state: TransferState): TotalName | undefined {
  switch (state) {
    case 'pending':
    case 'failed':
      return 'pending_cents';
    case 'held':
    case 'releasing':
      return 'held_cents';
    case 'transferred':
      return 'transferred_cents';
    case 'cancelled':
      return undefined;
  }
}

function add(delta: TotalsDelta, name: TotalName | undefined, value: number): void {
  if (!name || value === 0) return;
  delta[name] = (delta[name] ?? 0) + value;
}

/** How a change of a share moves the seller's totals (before undefined: it is being booked). */
export function totalsDelta(
  before: Pick<PayoutTransfer, 'state' | 'amount_cents' | 'reversed_cents'> | undefined,
  after: Pick<PayoutTransfer, 'state' | 'amount_cents' | 'reversed_cents'>,
): TotalsDelta {
  const delta: TotalsDelta = {};
  if (before) add(delta, bucketOf(before.state), -before.amount_cents);
  add(delta, bucketOf(after.state), after.amount_cents);
  add(delta, 'failed_count', Number(after.state === 'failed') - Number(before?.state === 'failed'));
  add(delta, 'reversed_cents', after.reversed_cents - (before?.reversed_cents ?? 0));
  for (const name of Object.keys(delta) as TotalName[]) if (delta[name] === 0) delete delta[name];
  return delta;
}

function leaseOver(transfer: PayoutTransfer, now: Date): boolean {
  return !transfer.claimed_until || Date.parse(transfer.claimed_until) <= now.getTime();
}

/** Transfers go to live connected accounts with payouts enabled; a purged seller gets none. */
export function canReceive(account: PayoutAccount | undefined): account is PayoutAccount & {
  stripe_account_id: string;
} {
  return Boolean(
    account?.stripe_account_id &&
    account.account_mode === 'live' &&
    account.payouts_enabled &&
    !account.closed_at,
  );
}

export type ClaimReason = 'transfer' | 'release' | 'retry' | 'settle';

/** Nothing to send: the share is settled as it is, whatever the seller's account. */
export function isZeroShare(transfer: Pick<PayoutTransfer, 'amount_cents'>): boolean {
  return transfer.amount_cents === 0;
}

function zeroShareReason(transfer: PayoutTransfer, now: Date): ClaimReason | undefined {
  switch (transfer.state) {
    case 'pending':
    case 'releasing':
      // A worker of an older release may be mid-call: its lease decides, as for any share.
      return leaseOver(transfer, now) ? 'settle' : undefined;
    case 'held':
    case 'failed':
      return 'settle';
    default:
      return undefined;
  }
}

/**
 * Whether a worker may claim this share now, and what for: an unclaimed (or abandoned) pending
 * share; a held one once the seller can receive; an abandoned release; a failed one on retry.
 * A zero share is to be settled instead (no claim: one conditional write settles it).
 */
export function claimReason(
  transfer: PayoutTransfer,
  now: Date,
  options: { receivable: boolean; retryFailed: boolean },
): ClaimReason | undefined {
  if (isZeroShare(transfer)) return zeroShareReason(transfer, now);
  switch (transfer.state) {
    case 'pending':
      return leaseOver(transfer, now) ? 'transfer' : undefined;
    case 'held':
      return options.receivable ? 'release' : undefined;
    case 'releasing':
      return leaseOver(transfer, now) ? 'release' : undefined;
    case 'failed':
      return options.retryFailed ? 'retry' : undefined;
    default:
      return undefined;
  }
}

/** The share as claimed: the state its Stripe call runs in, with the lease. */
export function claimed(transfer: PayoutTransfer, now: Date): PayoutTransfer {
  const until = new Date(now.getTime() + CLAIM_LEASE_MS).toISOString();
  const state: TransferState =
    transfer.state === 'held' || transfer.state === 'releasing' ? 'releasing' : 'pending';
  return { ...transfer, state, claimed_until: until, updated_at: now.toISOString() };
}

/** A zero share settled: transferred, with no Stripe transfer behind it and nothing failed. */
export function settledAtZero(transfer: PayoutTransfer, now: Date): PayoutTransfer {
  const at = now.toISOString();
  const { claimed_until: _lease, error: _error, error_code: _code, ...rest } = transfer;
  return { ...rest, state: 'transferred', transferred_at: at, updated_at: at };
}
