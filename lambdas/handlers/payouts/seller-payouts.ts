import { defineHandler } from '../../http/define-handler';
import { csvAttachment, json } from '../../http/responses';
import { startOnboarding } from '../../services/payouts/onboarding-service';
import { sellerLedgerCsv, sellerPayouts } from '../../services/payouts/seller-payouts-service';

/** GET /api/seller/payouts: the caller's account state, totals and ledger page. */
export const getSellerPayouts = defineHandler(
  'GET /api/seller/payouts',
  async ({ caller, query }) => json(200, await sellerPayouts(caller, query)),
);

/** POST /api/seller/payouts/onboarding: the Express account (once) and a fresh link. */
export const postSellerOnboarding = defineHandler(
  'POST /api/seller/payouts/onboarding',
  async ({ caller }) => json(200, await startOnboarding(caller)),
);

/** GET /api/seller/payouts/ledger.csv: the caller's whole ledger as a download. */
export const getSellerLedgerCsv = defineHandler(
  'GET /api/seller/payouts/ledger.csv',
  async ({ caller }) => {
    const file = await sellerLedgerCsv(caller);
    return csvAttachment(file.filename, file.csv);
  },
);
