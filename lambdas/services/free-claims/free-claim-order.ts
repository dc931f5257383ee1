import { log } from '../../infra/logger';
import { createPendingOrder, type Order } from '../../repositories/order-repository';
import {
  closePendingOrder,
  settleOrder,
  type OwnershipClaim,
} from '../../repositories/order-settlement-repository';
import { rankProduct } from '../../repositories/sales-rank-repository';
import { claimsCounterUpdates } from '../../repositories/stats-repository';
import { sessionRef, yearMonthOf } from '../../rules/checkout';
import type { PaymentMode } from '../../rules/payment-mode';
import type { Product } from '../../rules/product';

export interface FreeClaimInput {
  /** The claim's own id (`fc_...`): the order's key and a guest's download credential. */
  sessionId: string;
  product: Pick<Product, 'id' | 'name' | 'seller_id'>;
  mode: PaymentMode;
  buyer: { kind: 'user'; userId: string; email: string } | { kind: 'guest'; email: string };
}

function claimOf(input: FreeClaimInput, at: string): OwnershipClaim {
  const { buyer, product, sessionId, mode } = input;
  if (buyer.kind === 'user') {
    return {
      kind: 'purchase',
      purchase: {
        user_id: buyer.userId,
        product_id: product.id,
        purchase_date: at,
        amount_paid_cents: 0,
        is_test: mode === 'test',
        session_id: sessionId,
      },
    };
  }
  return { kind: 'guest', email: buyer.email, productId: product.id, sessionId, at };
}

const SETTLE_ATTEMPTS = 5;

function settle(input: FreeClaimInput, at: string) {
  return settleOrder({
    sessionId: input.sessionId,
    paidAt: at,
    claims: [claimOf(input, at)],
    ...(input.mode === 'live'
      ? {
          counter: claimsCounterUpdates({
            yearMonth: yearMonthOf(at),
            productId: input.product.id,
            sellerId: input.product.seller_id,
          }),
        }
      : {}),
    listAsSale: false,
    payoutsDue: false,
    billing: { taxCents: 0, amountPaidCents: 0, taxIds: [] },
  });
}

/**
 * Records a free claim as an order of $0 settled at once, through the same order and settlement
 * writes as a paid checkout (so the account, the guest downloads page, update e-mails, receipts
 * and the n8n library treat it as any purchase) but with no Stripe session: not listed as a sale,
 * no payouts, and counted as a claim (live only) instead of units and revenue. The ownership
 * put's condition makes a repeated or concurrent claim grant once: the loser's order is closed.
 */
export async function recordFreeClaim(input: FreeClaimInput): Promise<'claimed' | 'already-owned'> {
  const at = new Date().toISOString();
  const { product, buyer, mode, sessionId } = input;
  const order: Order = {
    session_id: sessionId,
    status: 'pending',
    buyer_email: buyer.email.toLowerCase(),
    ...(buyer.kind === 'user' ? { user_id: buyer.userId } : {}),
    buyer_type: buyer.kind,
    mode,
    created_at: at,
    product_ids: [product.id],
    line_cents: { [product.id]: 0 },
    product_names: { [product.id]: product.name },
    total_cents: 0,
    currency: 'usd',
    free_claim: true,
  };
  await createPendingOrder(order);
  let result = await settle(input, at);
  // Another write on the same counter shard at that moment: again, on a fresh shard.
  for (let attempt = 1; result.outcome === 'conflict' && attempt < SETTLE_ATTEMPTS; attempt += 1) {
    result = await settle(input, at);
  }
  if (result.outcome === 'settled') {
    // The admin's and the seller's product tables list products by their ranking: a free one
    // enters them too.
    if (mode === 'live') await rankProduct(product.id, product.seller_id ?? null);
    log('info', 'Free product claimed', {
      session: sessionRef(sessionId),
      mode,
      buyerType: buyer.kind,
    });
    return 'claimed';
  }
  await closePendingOrder(sessionId, 'failed', at);
  if (result.outcome === 'already-owned') return 'already-owned';
  throw new Error(`Could not record a free claim: ${result.outcome}`);
}
