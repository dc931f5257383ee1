import { defineHandler } from '../../http/define-handler';
import { json } from '../../http/responses';
import { getMe as describeCaller } from '../../services/account/account-service';

/** GET /api/me: the signed-in caller, their profile (made on first call) and their products. */
export const getMe = defineHandler('GET /api/me', async ({ caller }) =>
  json(200, await describeCaller(caller)),
);
