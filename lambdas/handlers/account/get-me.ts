import { defineHandler } from '../../http/define-handler';
import { json } from '../../http/responses';
import { signedIn } from '../../http/signed-in';
import { getMe as describeCaller } from '../../services/account-service';

/** GET /api/me: the signed-in caller, their profile (made on first call) and their products. */
export const getMe = defineHandler({
  access: 'signed-in',
  handle: async ({ caller }) => json(200, await describeCaller(signedIn(caller))),
});
