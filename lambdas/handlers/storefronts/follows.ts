import { defineHandler } from '../../http/define-handler';
import { json } from '../../http/responses';
import {
  followSeller,
  listMyFollows,
  unfollowSeller,
  unsubscribeFollower,
} from '../../services/storefronts/follows';

/** PUT /api/sellers/{handle}/follow: the caller follows the seller (idempotent). */
export const follow = defineHandler(
  'PUT /api/sellers/{handle}/follow',
  async ({ caller, params }) => json(200, await followSeller(caller, params.handle)),
);

/** DELETE /api/sellers/{handle}/follow: the caller stops following the seller (idempotent). */
export const unfollow = defineHandler(
  'DELETE /api/sellers/{handle}/follow',
  async ({ caller, params }) => json(200, await unfollowSeller(caller, params.handle)),
);

/** GET /api/my/follows: whom the caller follows. */
export const myFollows = defineHandler('GET /api/my/follows', async ({ caller }) =>
  json(200, await listMyFollows(caller)),
);

/** POST /api/follows/unsubscribe: a new-listing e-mail's unsubscribe link, without signing in. */
export const unsubscribe = defineHandler('POST /api/follows/unsubscribe', async ({ body }) =>
  json(200, await unsubscribeFollower(body)),
);
