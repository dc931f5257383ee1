import type { AdminPayoutsResponse, TransferRetryResponse } from '../../contracts/payouts';
import { DEFAULT_COMMISSION_RATE_BPS } from '../../rules/commission';
import type { AdminActor } from '../admin/audit-service';
import { NotFoundError } from '../errors';

/** Stub until the ledger lands on this branch. */
export async function adminPayouts(): Promise<AdminPayoutsResponse> {
  return {
    shop_commission_rate_bps: DEFAULT_COMMISSION_RATE_BPS,
    sellers: [],
    failed_transfers: [],
  };
}

export async function retryTransfer(
  _actor: AdminActor,
  _orderRef: string,
  _sellerId: string,
): Promise<TransferRetryResponse> {
  throw new NotFoundError('Transfer not found');
}
