import { defineHandler } from '../../http/define-handler';
import { json } from '../../http/responses';
import { linkGuestPurchases } from '../../services/account/link-purchases-service';

/**
 * POST /api/link-buyer-purchases: links paid guest orders bought with the caller's own,
 * verified e-mail. The body's userId is ignored: purchases always go to the caller.
 */
export const linkBuyerPurchases = defineHandler(
  'POST /api/link-buyer-purchases',
  async ({ caller, body }) =>
    json(200, await linkGuestPurchases(caller, caller.accessToken, body.email)),
);
