import { randomUUID } from 'node:crypto';
import { sellerRecordTransactPut } from '../../lambdas/repositories/admin-user-repository';
import { bookTransfer } from '../../lambdas/repositories/payout-transfer-repository';
import { writeTransaction } from '../../lambdas/repositories/transaction';
import type { RouteKey } from '../../lambdas/routes';
import type { MatrixFixtures, MatrixRequestSpec } from './matrix-requests';

/**
 * The payouts routes in the authorisation matrix. The seller routes act on the caller's own
 * seller record and take no id, so what each seller gets is their own (the payouts suites check
 * that seller B never sees seller A's ledger); the admin routes act on the owning seller: a
 * listed seller record for the commission, and a failed transfer of theirs (made fresh for
 * each case, so every retry finds one) for the retry.
 */
function owningSellerId(fixtures: MatrixFixtures): { sellerId: string; userId: string } {
  const user = fixtures.identities.owningSeller.user as { sellerId?: string; userId: string };
  if (!user?.sellerId) throw new Error('Matrix owning seller has no seller record');
  return { sellerId: user.sellerId, userId: user.userId };
}

async function listedOwningSeller(fixtures: MatrixFixtures): Promise<string> {
  const { sellerId, userId } = owningSellerId(fixtures);
  await writeTransaction([
    sellerRecordTransactPut({
      id: sellerId,
      user_id: userId,
      active: true,
      name: 'Matrix Seller',
      email: 'matrix-seller@example.com',
      created_at: '2026-01-01T00:00:00.000Z',
    }),
  ]);
  return sellerId;
}

async function failedTransfer(fixtures: MatrixFixtures) {
  const { sellerId } = owningSellerId(fixtures);
  const orderRef = `ord_${randomUUID().replace(/-/g, '')}`;
  const at = new Date().toISOString();
  await bookTransfer(
    {
      seller_id: sellerId,
      order_ref: orderRef,
      session_id: fixtures.buyerASessionId,
      currency: 'usd',
      state: 'failed',
      amount_cents: 900,
      reversed_cents: 0,
      lines: [],
      was_held: false,
      attempts: 1,
      error: 'StripeInvalidRequestError: refused',
      failed_at: at,
      created_at: at,
      updated_at: at,
      revision: 0,
    },
    { entries: [], totals: { pending_cents: 900, failed_count: 1 } },
  );
  return { params: { orderRef, sellerId } };
}

export const PAYOUTS_MATRIX_REQUESTS: Partial<Record<RouteKey, MatrixRequestSpec>> = {
  'PUT /api/admin/settings/commission': { build: () => ({ body: { commission_rate_bps: 1000 } }) },
  'PUT /api/admin/sellers/{sellerId}/commission': {
    build: async (f) => ({
      params: { sellerId: await listedOwningSeller(f) },
      body: { commission_rate_bps: 1500 },
    }),
  },
  'POST /api/admin/payouts/transfers/{orderRef}/{sellerId}/retry': { build: failedTransfer },
  'POST /api/stripe-connect-webhook': { build: () => ({ body: { type: 'account.updated' } }) },
};
