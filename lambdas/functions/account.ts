import { defineHandler } from '../http/define-handler';
import { groupEntry } from '../http/group-entry';
import { errorBody } from '../http/responses';
import { getMe } from '../handlers/account/get-me';
import { linkBuyerPurchases } from '../handlers/account/link-buyer-purchases';

// placeholder until merged: these two routes are built on another branch; without a handler
// the group refuses to start.
const getPaymentMode = defineHandler('GET /api/payment-mode', () =>
  Promise.resolve(errorBody(501, 'Not implemented')),
);
const getDebugPanel = defineHandler('GET /api/debug-panel', () =>
  Promise.resolve(errorBody(501, 'Not implemented')),
);

/** Lambda entry of the `account` function group. */
export const handler = groupEntry('account', {
  getMe,
  linkBuyerPurchases,
  getPaymentMode, // placeholder until merged
  getDebugPanel, // placeholder until merged
});
