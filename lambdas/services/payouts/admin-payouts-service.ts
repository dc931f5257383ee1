import type {
  AdminPayoutsResponse,
  SellerPayoutOverview,
  TransferRetryResponse,
} from '../../contracts/payouts';
import { PAYOUT_MESSAGES } from '../../contracts/payouts';
import { listSellerRecords } from '../../repositories/back-office-repository';
import { listPayoutAccounts } from '../../repositories/payout-account-repository';
import { getTransfer, listFailedTransfers } from '../../repositories/payout-transfer-repository';
import { writeTransaction } from '../../repositories/transaction';
import { effectiveRate } from '../../rules/commission';
import { auditWrite, type AdminActor } from '../shared/audit-service';
import { ConflictError, NotFoundError } from '../shared/errors';
import { shopCommissionRate } from '../seller-shares/commission-service';
import { accountView, failureOf, totalsView, transferView } from './payout-views';
import { driveTransfer } from '../seller-shares/transfer-service';

/** The admin's list shows this many failed transfers (newest first); the job sees them all. */
const MAX_FAILED_LISTED = 100;

/**
 * GET /api/admin/payouts: every seller (their records and every payout account: a purged
 * seller's ledger stays listed) with their totals, account state and commission, and the failed
 * transfers. Two index Queries and one more for the failures; never a Scan.
 */
export async function adminPayouts(): Promise<AdminPayoutsResponse> {
  const [records, accounts, failed, shopRate] = await Promise.all([
    listSellerRecords(),
    listPayoutAccounts(),
    listFailedTransfers(MAX_FAILED_LISTED),
    shopCommissionRate(),
  ]);
  const byId = new Map(accounts.map((account) => [account.seller_id, account]));
  const names = new Map(records.map((record) => [record.id, record]));
  const ids = [...new Set([...records.map((record) => record.id), ...byId.keys()])];
  const sellers = ids.map((sellerId): SellerPayoutOverview => {
    const account = byId.get(sellerId);
    const record = names.get(sellerId);
    const override = account?.commission_rate_bps ?? null;
    return {
      seller_id: sellerId,
      name: record?.name ?? '',
      email: record?.email ?? '',
      account: accountView(account),
      commission: {
        seller_id: sellerId,
        override_rate_bps: override,
        effective_rate_bps: effectiveRate(override, shopRate),
        shop_default_rate_bps: shopRate,
      },
      totals: totalsView(account),
      failed_count: account?.failed_count ?? 0,
    };
  });
  sellers.sort((a, b) => b.failed_count - a.failed_count || a.name.localeCompare(b.name));
  return {
    shop_commission_rate_bps: shopRate,
    sellers,
    failed_transfers: failed.map(transferView),
  };
}

/**
 * POST /api/admin/payouts/transfers/{orderRef}/{sellerId}/retry: a failed transfer, tried
 * again (the same claim, idempotency key and lookup as every other attempt, so it never pays
 * twice). Audited with its outcome; a seller who cannot receive now is held instead.
 */
export async function retryTransfer(
  actor: AdminActor,
  orderRef: string,
  sellerId: string,
  now = new Date(),
): Promise<TransferRetryResponse> {
  const share = await getTransfer(sellerId, orderRef);
  if (!share) throw new NotFoundError(PAYOUT_MESSAGES.transferNotFound);
  if (share.state !== 'failed') throw new ConflictError(PAYOUT_MESSAGES.transferNotRetryable);
  // A failure that another attempt cannot fix (a refused amount, no payment) is not sent again.
  const failure = failureOf(share);
  if (!failure.retryable) {
    throw new ConflictError(
      `${PAYOUT_MESSAGES.retryCannotHelp} ${failure.reason} ${failure.action}`,
    );
  }
  const after = (await driveTransfer(share, { retryFailed: true, now })) ?? share;
  const outcome =
    after.state === 'transferred' ? 'transferred' : after.state === 'held' ? 'held' : 'failed';
  await writeTransaction([
    auditWrite(
      actor,
      'payout.retry',
      { type: 'transfer', id: `${orderRef}/${sellerId}` },
      `transfer of ${(share.amount_cents / 100).toFixed(2)} USD: ${outcome}`,
      now,
    ),
  ]);
  return { outcome, transfer: transferView((await getTransfer(sellerId, orderRef)) ?? after) };
}
