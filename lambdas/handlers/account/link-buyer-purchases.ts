import { linkPurchasesBody } from '../../contracts/account';
import { defineHandler } from '../../http/define-handler';
import { bearerToken } from '../../http/middleware/authenticate';
import { json } from '../../http/responses';
import { UnauthorizedError } from '../../services/errors';
import { linkGuestPurchases } from '../../services/link-purchases-service';

/**
 * POST /api/link-buyer-purchases: links paid guest orders bought with the caller's own,
 * verified e-mail. The body's userId is ignored: purchases always go to the caller.
 */
export const linkBuyerPurchases = defineHandler({
  access: 'signed-in',
  body: linkPurchasesBody,
  handle: async ({ event, caller, body }) => {
    const token = bearerToken(event.headers);
    if (!caller || !token) throw new UnauthorizedError();
    return json(200, await linkGuestPurchases(caller, token, body.email));
  },
});
