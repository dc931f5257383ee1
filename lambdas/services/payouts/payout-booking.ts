import { describeError, log } from '../../infra/logger';
import { getOrder, type Order } from '../../repositories/order-repository';
import { ledgerEntryKey, type LedgerEntry } from '../../repositories/payout-ledger-repository';
import { clearPayoutsDue } from '../../repositories/payout-order-repository';
import {
  bookTransfer,
  type PayoutLine,
  type PayoutTransfer,
} from '../../repositories/payout-transfer-repository';
import { splitLine } from '../../rules/commission';
import { owesSellers } from '../seller-shares/order-payouts';
import { totalsDelta } from '../seller-shares/payout-states';
import { driveTransferByKey } from '../seller-shares/transfer-service';

/**
 * Books a paid order's payouts: per seller with lines in it, one share (the sum of their lines'
 * amount paid minus commission, at the rates written on the order at checkout) with its sale and
 * commission entries, then drives each share to a transfer (or a hold). Runs from the payouts
 * outbox, after the buyer's fulfilment, so Stripe's Connect calls never hold up a download; a
 * booking repeated by the stream, the sweep or a storm of events writes nothing twice.
 */

/** The granted lines of each seller (the shop's own products have no seller and no share). */
export function sellerLines(order: Order): Map<string, PayoutLine[]> {
  const bySeller = new Map<string, PayoutLine[]>();
  for (const productId of order.product_ids) {
    const sellerId = order.seller_ids?.[productId];
    const rate = order.commission_rates?.[productId];
    if (!sellerId || rate === undefined) continue;
    // What the buyer paid for the line (after its part of a discount code), not the list price.
    const split = splitLine(order.line_cents[productId] ?? 0, rate);
    const lines = bySeller.get(sellerId) ?? [];
    lines.push({
      product_id: productId,
      product_name: order.product_names[productId] ?? productId,
      price_cents: split.priceCents,
      rate_bps: split.rateBps,
      commission_cents: split.commissionCents,
      share_cents: split.shareCents,
    });
    bySeller.set(sellerId, lines);
  }
  return bySeller;
}

function bookingOf(order: Order & { order_ref: string }, sellerId: string, lines: PayoutLine[]) {
  const at = order.paid_at ?? new Date().toISOString();
  const share: PayoutTransfer = {
    seller_id: sellerId,
    order_ref: order.order_ref,
    session_id: order.session_id,
    ...(order.payment_intent ? { payment_intent: order.payment_intent } : {}),
    currency: 'usd',
    state: 'pending',
    amount_cents: lines.reduce((sum, line) => sum + line.share_cents, 0),
    reversed_cents: 0,
    lines,
    was_held: false,
    attempts: 0,
    created_at: at,
    updated_at: at,
    revision: 0,
  };
  const rates = new Set(lines.map((line) => line.rate_bps));
  const commission = lines.reduce((sum, line) => sum + line.commission_cents, 0);
  const entries: LedgerEntry[] = [
    ...lines.map((line): LedgerEntry => ({
      seller_id: sellerId,
      entry_key: ledgerEntryKey(order.order_ref, 'sale', line.product_id),
      kind: 'sale',
      at,
      order_ref: order.order_ref,
      product_id: line.product_id,
      product_name: line.product_name,
      amount_cents: line.price_cents,
      commission_rate_bps: line.rate_bps,
    })),
    {
      seller_id: sellerId,
      entry_key: ledgerEntryKey(order.order_ref, 'commission'),
      kind: 'commission',
      at,
      order_ref: order.order_ref,
      amount_cents: commission,
      ...(rates.size === 1 ? { commission_rate_bps: [...rates][0] } : {}),
    },
  ];
  const totals = {
    ...totalsDelta(undefined, share),
    sales_cents: lines.reduce((sum, line) => sum + line.price_cents, 0),
    commission_cents: commission,
  };
  return { share, change: { entries, totals } };
}

export interface BookingResult {
  /** Sellers whose share this call booked (0 when it was booked before). */
  booked: number;
  sellers: string[];
}

/**
 * Books and drives the payouts of one order from the outbox, then takes it out. Only a paid
 * live order pays sellers; anything else just leaves the outbox.
 */
export async function bookOrderPayouts(sessionId: string): Promise<BookingResult> {
  const order = await getOrder(sessionId);
  if (!order) return { booked: 0, sellers: [] };
  const orderRef = order.order_ref;
  if (order.status !== 'paid' || !orderRef || !owesSellers(order, order.product_ids)) {
    await clearPayoutsDue(sessionId);
    return { booked: 0, sellers: [] };
  }
  const bySeller = sellerLines(order);
  let booked = 0;
  for (const [sellerId, lines] of bySeller) {
    const { share, change } = bookingOf({ ...order, order_ref: orderRef }, sellerId, lines);
    if ((await bookTransfer(share, change)) === 'booked') booked += 1;
  }
  await clearPayoutsDue(sessionId);
  for (const sellerId of bySeller.keys()) {
    try {
      await driveTransferByKey(sellerId, orderRef);
    } catch (error) {
      // The share stays pending (its claim expires) and the release job's sweep takes it over.
      log('error', 'Could not drive a seller share after booking', {
        orderRef,
        sellerId,
        ...describeError(error),
      });
    }
  }
  return { booked, sellers: [...bySeller.keys()] };
}
