import { defineHandler } from '../../http/define-handler';
import { json } from '../../http/responses';
import { adminActor } from '../shared/admin-actor';
import { adminPayouts, retryTransfer } from '../../services/payouts/admin-payouts-service';
import {
  setSellerCommission,
  setShopCommission,
} from '../../services/payouts/commission-admin-service';

/** GET /api/admin/payouts: every seller's totals and account state, failed transfers. */
export const getAdminPayouts = defineHandler('GET /api/admin/payouts', async () =>
  json(200, await adminPayouts()),
);

/** POST /api/admin/payouts/transfers/{orderRef}/{sellerId}/retry: audited. */
export const postTransferRetry = defineHandler(
  'POST /api/admin/payouts/transfers/{orderRef}/{sellerId}/retry',
  async ({ caller, event, params }) =>
    json(200, await retryTransfer(adminActor(caller, event), params.orderRef, params.sellerId)),
);

/** PUT /api/admin/settings/commission: the shop's default rate, audited. */
export const putShopCommission = defineHandler(
  'PUT /api/admin/settings/commission',
  async ({ caller, event, body }) =>
    json(200, await setShopCommission(adminActor(caller, event), body.commission_rate_bps)),
);

/** PUT /api/admin/sellers/{sellerId}/commission: a seller's own rate or none, audited. */
export const putSellerCommission = defineHandler(
  'PUT /api/admin/sellers/{sellerId}/commission',
  async ({ caller, event, params, body }) =>
    json(
      200,
      await setSellerCommission(
        adminActor(caller, event),
        params.sellerId,
        body.commission_rate_bps,
      ),
    ),
);
