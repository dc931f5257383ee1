import { log } from '../../infra/logger';
import type { Order } from '../../repositories/order-repository';
import { ledgerEntryKey, type LedgerEntry } from '../../repositories/payout-ledger-repository';
import { getTransfer, type PayoutTransfer } from '../../repositories/payout-transfer-repository';
import { refundPart } from '../../repositories/ledger-ids';
import { commit } from './transfer-service';
import { reverseTransfer } from './stripe-connect';

/**
 * Every refund the shop makes takes the sellers' shares of the refunded lines back: from a
 * transfer that was made, with a Stripe transfer reversal (idempotency key per refund and
 * seller); from a share not transferred yet (held or failed), by lowering it, so the later
 * transfer moves only what is still owed. Either way one ledger entry per refund and seller.
 * Lines without a seller, lines never booked (the duplicate-payment refund's lines are never
 * granted, so never booked) and lines already taken back are left alone.
 */

/** A share is being transferred right now: the refund's caller retries (Stripe's or its own). */
export class ShareInFlightError extends Error {
  override readonly name = 'ShareInFlightError';
}

export interface SellerReversal {
  sellerId: string;
  /** What was taken back, in cents, and how. */
  amountCents: number;
  kind: 'reversal' | 'hold_cancelled' | 'none';
}

/** Refunds of one order: the refund id Stripe gave (a refund key unique per refund). */
export interface RefundedLines {
  refundId: string;
  productIds: readonly string[];
}

const MAX_ROUNDS = 5;

function refundEntry(
  share: PayoutTransfer,
  kind: 'reversal' | 'hold_cancelled',
  refundId: string,
  amount: number,
  at: string,
  stripeId?: string,
): LedgerEntry {
  return {
    seller_id: share.seller_id,
    // The seller sees the key: a hash of the shop's refund id, never the id itself.
    entry_key: ledgerEntryKey(share.order_ref, kind, refundPart(refundId)),
    kind,
    at,
    order_ref: share.order_ref,
    amount_cents: amount,
    ...(stripeId ? { stripe_id: stripeId } : {}),
  };
}

function markRefunded(share: PayoutTransfer, productIds: Set<string>, refundId: string) {
  return share.lines.map((line) =>
    productIds.has(line.product_id) && !line.refunded_by
      ? { ...line, refunded_by: refundId }
      : line,
  );
}

async function reverseShare(
  sellerId: string,
  orderRef: string,
  refund: RefundedLines,
  now: Date,
): Promise<SellerReversal> {
  const wanted = new Set(refund.productIds);
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const share = await getTransfer(sellerId, orderRef);
    const affected = share?.lines.filter((l) => wanted.has(l.product_id) && !l.refunded_by) ?? [];
    if (!share || affected.length === 0 || share.state === 'cancelled') {
      return { sellerId, amountCents: 0, kind: 'none' };
    }
    const amount = affected.reduce((sum, line) => sum + line.share_cents, 0);
    const at = now.toISOString();
    const lines = markRefunded(share, wanted, refund.refundId);
    if (amount === 0 && share.state !== 'pending' && share.state !== 'releasing') {
      // The lines' shares are 0 (a 100% discount, or a commission that took them whole): there
      // is nothing to take back, and a share of 0 has no Stripe transfer (Stripe refuses a
      // reversal of 0 anyway). The lines are marked so they are taken back once, no entry.
      if (await commit(share, { ...share, lines, updated_at: at })) {
        return { sellerId, amountCents: 0, kind: 'none' };
      }
      continue;
    }
    if (share.state === 'transferred') {
      if (!share.stripe_transfer_id) throw new Error('A transferred share has no transfer id');
      const reversal = await reverseTransfer({
        transferId: share.stripe_transfer_id,
        amountCents: amount,
        refundKey: refund.refundId,
        sellerId,
      });
      const after = {
        ...share,
        lines,
        reversed_cents: share.reversed_cents + amount,
        updated_at: at,
      };
      const entry = refundEntry(share, 'reversal', refund.refundId, amount, at, reversal.id);
      if (await commit(share, after, [entry]))
        return { sellerId, amountCents: amount, kind: 'reversal' };
      continue;
    }
    if (share.state === 'held' || share.state === 'failed') {
      const remaining = share.amount_cents - amount;
      const after: PayoutTransfer = {
        ...share,
        lines,
        amount_cents: remaining,
        state: remaining === 0 ? 'cancelled' : share.state,
        updated_at: at,
      };
      const entry = refundEntry(share, 'hold_cancelled', refund.refundId, amount, at);
      if (await commit(share, after, [entry])) {
        return { sellerId, amountCents: amount, kind: 'hold_cancelled' };
      }
      continue;
    }
    // pending or releasing: a worker holds it for its Stripe call; the outcome decides.
    throw new ShareInFlightError(`The share of ${orderRef} is being transferred; retry the refund`);
  }
  throw new Error('The share kept changing while its refund was taken back');
}

/**
 * reverseSellerShares(order, refundedLines): each affected seller's share of the refunded lines
 * taken back once, whoever calls it and however often.
 */
export async function reverseSellerShares(
  order: Pick<Order, 'order_ref' | 'seller_ids' | 'mode'>,
  refund: RefundedLines,
  now = new Date(),
): Promise<SellerReversal[]> {
  const orderRef = order.order_ref;
  if (!orderRef || order.mode !== 'live') return [];
  const sellers = new Set(
    refund.productIds.flatMap((productId) => order.seller_ids?.[productId] ?? []),
  );
  const results: SellerReversal[] = [];
  for (const sellerId of sellers) {
    results.push(await reverseShare(sellerId, orderRef, refund, now));
  }
  const taken = results.filter((result) => result.kind !== 'none');
  if (taken.length > 0) log('info', 'Sellers’ shares taken back for a refund', { orderRef, taken });
  return results;
}
