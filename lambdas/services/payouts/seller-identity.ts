import { PAYOUT_MESSAGES } from '../../contracts/payouts';
import { getSellerRecord, type SellerRecord } from '../../repositories/user-repository';
import type { Caller } from '../shared/caller';
import { ForbiddenError } from '../shared/errors';

/**
 * The caller's own seller record: every seller payout route acts on it and on nothing else, so
 * no id from the request ever chooses whose payouts are read. An admin or a deactivated seller
 * has no payouts (403).
 */
export async function requireActiveSeller(caller: Pick<Caller, 'userId'>): Promise<SellerRecord> {
  const record = await getSellerRecord(caller.userId);
  if (!record?.active) throw new ForbiddenError(PAYOUT_MESSAGES.notASeller);
  return record;
}
