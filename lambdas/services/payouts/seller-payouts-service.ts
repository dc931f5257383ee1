import type { SellerPayoutsResponse } from '../../contracts/payouts';
import { DEFAULT_COMMISSION_RATE_BPS } from '../../rules/commission';
import type { Caller } from '../caller';

/** Stub until the ledger lands on this branch. */
export async function sellerPayouts(
  _caller: Caller,
  _query: { cursor?: string; limit?: number },
): Promise<SellerPayoutsResponse> {
  return {
    account: {
      state: 'not_started',
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      currently_due: [],
      updated_at: null,
    },
    commission_rate_bps: DEFAULT_COMMISSION_RATE_BPS,
    totals: {
      pending_cents: 0,
      held_cents: 0,
      transferred_cents: 0,
      reversed_cents: 0,
      sales_cents: 0,
      commission_cents: 0,
    },
    entries: [],
  };
}

export async function sellerLedgerCsv(_caller: Caller): Promise<{ filename: string; csv: string }> {
  return { filename: 'payouts.csv', csv: '' };
}
