import { describeError, log } from '../../infra/logger';
import {
  getPayoutAccount,
  getPayoutAccounts,
  type PayoutAccount,
} from '../../repositories/payout-account-repository';
import { listPayoutsDue } from '../../repositories/payout-order-repository';
import {
  listFailedTransfers,
  listOpenTransfers,
  type PayoutTransfer,
} from '../../repositories/payout-transfer-repository';
import { bookOrderPayouts } from './payout-booking';
import { canReceive, MAX_AUTOMATIC_ATTEMPTS } from '../seller-shares/payout-states';
import { driveTransfer } from '../seller-shares/transfer-service';

/**
 * The release job (every 15 minutes, and for one seller when Stripe reports their payouts
 * enabled): books any order the outbox still holds, transfers held earnings of sellers who can
 * receive now, takes over shares whose worker stopped mid-call, and retries failed transfers a
 * few times. Every share is claimed before its Stripe call, so two runs at once, or a run and an
 * account.updated event, transfer each share once.
 */

export interface ReleaseRunResult {
  booked: number;
  transferred: number;
  held: number;
  failed: number;
}

function tally(result: ReleaseRunResult, share: PayoutTransfer | undefined, before: string): void {
  if (!share || share.state === before) return;
  if (share.state === 'transferred') result.transferred += 1;
  else if (share.state === 'held') result.held += 1;
  else if (share.state === 'failed') result.failed += 1;
}

async function driveAll(
  shares: readonly PayoutTransfer[],
  accounts: Map<string, PayoutAccount>,
  result: ReleaseRunResult,
  retryFailed: boolean,
): Promise<void> {
  for (const share of shares) {
    const account = accounts.get(share.seller_id);
    if (share.state === 'failed' && (!canReceive(account) || !retryFailed)) continue;
    try {
      tally(result, await driveTransfer(share, { account, retryFailed }), share.state);
    } catch (error) {
      log('error', 'Release of a seller share failed', {
        orderRef: share.order_ref,
        sellerId: share.seller_id,
        ...describeError(error),
      });
    }
  }
}

function emptyResult(): ReleaseRunResult {
  return { booked: 0, transferred: 0, held: 0, failed: 0 };
}

/** What one seller is owed now that they can receive (account.updated): held and failed shares. */
export async function releaseSeller(sellerId: string): Promise<ReleaseRunResult> {
  const result = emptyResult();
  const account = await getPayoutAccount(sellerId);
  if (!canReceive(account)) return result;
  const accounts = new Map([[sellerId, account]]);
  await driveAll(await listOpenTransfers(sellerId), accounts, result, false);
  const failed = (await listFailedTransfers()).filter(
    (share) => share.seller_id === sellerId && share.attempts < MAX_AUTOMATIC_ATTEMPTS,
  );
  await driveAll(failed, accounts, result, true);
  return result;
}

/** One run of the scheduled job over every seller. */
export async function releaseRun(): Promise<ReleaseRunResult> {
  const result = emptyResult();
  for (const sessionId of await listPayoutsDue()) {
    try {
      result.booked += (await bookOrderPayouts(sessionId)).booked;
    } catch (error) {
      log('error', 'Booking an order’s payouts failed', { ...describeError(error) });
    }
  }
  const open = await listOpenTransfers();
  const failed = (await listFailedTransfers()).filter(
    (share) => share.attempts < MAX_AUTOMATIC_ATTEMPTS,
  );
  const accounts = await getPayoutAccounts([...open, ...failed].map((share) => share.seller_id));
  await driveAll(open, accounts, result, false);
  await driveAll(failed, accounts, result, true);
  log('info', 'Payout release run', { ...result });
  return result;
}
