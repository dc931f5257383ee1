import { defineHandler } from '../../http/define-handler';
import { bearerToken } from '../../http/middleware/authenticate';
import { json } from '../../http/responses';
import { getMe as describeCaller } from '../../services/account-service';
import { UnauthorizedError } from '../../services/errors';

/** GET /api/me: the signed-in caller, their profile (made on first call) and their products. */
export const getMe = defineHandler({
  access: 'signed-in',
  handle: async ({ event, caller }) => {
    const token = bearerToken(event.headers);
    if (!caller || !token) throw new UnauthorizedError();
    return json(200, await describeCaller(caller, token));
  },
});
