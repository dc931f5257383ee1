import { defineHandler } from '../../http/define-handler';
import { json } from '../../http/responses';
import {
  claimFreeProduct,
  claimFreeProductAsGuest,
} from '../../services/free-claims/free-claim-service';

/** POST /api/free-claims: a signed-in buyer's "Get it free" (granted at once, no Stripe). */
export const claimFree = defineHandler('POST /api/free-claims', async ({ body, caller }) => {
  const answer = await claimFreeProduct(body.productId, {
    userId: caller.userId,
    email: caller.email,
    role: caller.role,
  });
  return json(200, answer);
});

/** POST /api/free-claims/guest: a guest's "Get it free" (the link goes by e-mail). */
export const claimFreeAsGuest = defineHandler(
  'POST /api/free-claims/guest',
  async ({ body, clientIp }) =>
    json(200, await claimFreeProductAsGuest(body.productId, body.email, clientIp)),
);
