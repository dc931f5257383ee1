import { defineHandler } from '../../http/define-handler';
import { json } from '../../http/responses';
import {
  createAvatarUpload,
  getMyStorefront,
  saveMyStorefront,
} from '../../services/storefronts/my-storefront';
import { setStorefrontHidden } from '../../services/storefronts/storefront-admin';
import { adminActor } from '../shared/admin-actor';

/** GET /api/seller/storefront: the seller's storefront with its follower count (or null). */
export const getOwnStorefront = defineHandler('GET /api/seller/storefront', async ({ caller }) =>
  json(200, await getMyStorefront(caller)),
);

/** PUT /api/seller/storefront: makes or changes the seller's storefront. */
export const saveOwnStorefront = defineHandler(
  'PUT /api/seller/storefront',
  async ({ caller, body }) => json(200, await saveMyStorefront(caller, body)),
);

/** POST /api/seller/storefront/avatar/uploads: presigned uploads of a new avatar. */
export const uploadAvatar = defineHandler(
  'POST /api/seller/storefront/avatar/uploads',
  async ({ caller, body }) => json(200, await createAvatarUpload(caller, body)),
);

/** PUT /api/admin/storefronts/{handle}/visibility: the admin hides or shows a storefront. */
export const setVisibility = defineHandler(
  'PUT /api/admin/storefronts/{handle}/visibility',
  async ({ caller, params, body, event }) =>
    json(200, await setStorefrontHidden(adminActor(caller, event), params.handle, body.hidden)),
);
