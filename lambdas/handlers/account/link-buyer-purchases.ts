import { linkPurchasesBody } from '../../contracts/account';
import { defineHandler } from '../../http/define-handler';
import { json } from '../../http/responses';
import { signedIn } from '../../http/signed-in';
import { linkGuestPurchases } from '../../services/link-purchases-service';

/**
 * POST /api/link-buyer-purchases: links paid guest orders bought with the caller's own,
 * verified e-mail. The body's userId is ignored: purchases always go to the caller.
 */
export const linkBuyerPurchases = defineHandler({
  access: 'signed-in',
  body: linkPurchasesBody,
  handle: async ({ caller, body }) => {
    const user = signedIn(caller);
    return json(200, await linkGuestPurchases(user, user.accessToken, body.email));
  },
});
