import { groupEntry } from '../http/group-entry';
import { accountRoutes } from '../routes/account';
import { getMe } from '../handlers/account/get-me';
import { linkBuyerPurchases } from '../handlers/account/link-buyer-purchases';
import { getDebugPanelFlag, getPaymentMode } from '../handlers/account/payment-mode';

/** Lambda entry of the `account` function group. */
export const handler = groupEntry('account', accountRoutes, {
  getMe,
  linkBuyerPurchases,
  getPaymentMode,
  getDebugPanelFlag,
});
