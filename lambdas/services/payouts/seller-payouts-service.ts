import type { SellerPayoutsResponse } from '../../contracts/payouts';
import { cursorScope, encodePageCursor } from '../../repositories/page-cursor';
import {
  ledgerKeyPlace,
  listLedger,
  listLedgerPage,
} from '../../repositories/payout-ledger-repository';
import { getPayoutAccount } from '../../repositories/payout-account-repository';
import { csvLine } from '../../rules/csv';
import { effectiveRate } from '../../rules/commission';
import type { Caller } from '../shared/caller';
import { startKeyOf } from '../shared/page-cursors';
import { shopCommissionRate } from '../seller-shares/commission-service';
import { withProductNames } from './ledger-names';
import { accountView, entryView, totalsView } from './payout-views';
import { requireActiveSeller } from './seller-identity';

const DEFAULT_PAGE = 25;

/** GET /api/seller/payouts: only ever the caller's own records (their seller record's id). */
export async function sellerPayouts(
  caller: Caller,
  query: { cursor?: string; limit?: number },
): Promise<SellerPayoutsResponse> {
  const seller = await requireActiveSeller(caller);
  const scope = cursorScope('seller-payouts', caller.userId, seller.id);
  const startKey = await startKeyOf(query.cursor, scope, ledgerKeyPlace(seller.id));
  // The page first, then the account: an entry and its totals are written in one transaction,
  // so totals read after the page count every entry it shows (read side by side, a transfer
  // committed between the two reads showed in the list with the totals still without it).
  const [page, shopRate] = await Promise.all([
    listLedgerPage(seller.id, query.limit ?? DEFAULT_PAGE, startKey),
    shopCommissionRate(),
  ]);
  const account = await getPayoutAccount(seller.id);
  const nextCursor = await encodePageCursor(page.lastKey, scope);
  return {
    account: accountView(account),
    commission_rate_bps: effectiveRate(account?.commission_rate_bps, shopRate),
    totals: totalsView(account),
    entries: (await withProductNames(seller.id, page.entries)).map(entryView),
    ...(nextCursor ? { nextCursor } : {}),
  };
}

const CSV_HEADER = [
  'date',
  'kind',
  'order',
  'product',
  'amount_usd',
  'commission_rate_percent',
  'stripe_id',
];

/** GET /api/seller/payouts/ledger.csv: every entry, newest first; no buyer data at all. */
export async function sellerLedgerCsv(caller: Caller): Promise<{ filename: string; csv: string }> {
  const seller = await requireActiveSeller(caller);
  const entries = await withProductNames(seller.id, await listLedger(seller.id));
  const rows = entries.map((entry) =>
    csvLine([
      entry.at,
      entry.kind,
      entry.order_ref,
      entry.product_name ?? '',
      (entry.amount_cents / 100).toFixed(2),
      entry.commission_rate_bps === undefined ? '' : String(entry.commission_rate_bps / 100),
      entry.stripe_id ?? '',
    ]),
  );
  const today = new Date().toISOString().slice(0, 10);
  return {
    filename: `payouts-${today}.csv`,
    csv: [csvLine(CSV_HEADER), ...rows].join('\r\n') + '\r\n',
  };
}
