import { groupEntry } from '../http/group-entry';
import { payoutsRoutes } from '../routes/payouts';
import {
  getAdminPayouts,
  postTransferRetry,
  putSellerCommission,
  putShopCommission,
} from '../handlers/payouts/admin-payouts';
import { connectWebhook } from '../handlers/payouts/connect-webhook';
import {
  getSellerLedgerCsv,
  getSellerPayouts,
  postSellerOnboarding,
} from '../handlers/payouts/seller-payouts';

/**
 * Lambda entry of the `payouts` function group: the seller's payout page and onboarding, the
 * admin's payouts overview, transfer retry and commission, and Stripe Connect's account events.
 */
export const handler = groupEntry('payouts', payoutsRoutes, {
  getSellerPayouts,
  postSellerOnboarding,
  getSellerLedgerCsv,
  getAdminPayouts,
  postTransferRetry,
  putShopCommission,
  putSellerCommission,
  connectWebhook,
});
