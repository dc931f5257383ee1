import { defineHandler } from '../../http/define-handler';
import { json } from '../../http/responses';
import {
  createBundle,
  listMyBundles,
  setBundleListed,
  updateBundle,
} from '../../services/bundles/bundle-admin';

/** GET /api/seller/bundles: the caller's bundles, with why shoppers cannot see one. */
export const listSellerBundles = defineHandler('GET /api/seller/bundles', async ({ caller }) =>
  json(200, await listMyBundles(caller)),
);

/** POST /api/seller/bundles: a new bundle of the caller's products. */
export const createSellerBundle = defineHandler(
  'POST /api/seller/bundles',
  async ({ caller, body }) => json(201, await createBundle(caller, body)),
);

/** PUT /api/seller/bundles/{bundleId}: its new terms and products. */
export const updateSellerBundle = defineHandler(
  'PUT /api/seller/bundles/{bundleId}',
  async ({ caller, params, body }) => json(200, await updateBundle(caller, params.bundleId, body)),
);

/** PUT /api/seller/bundles/{bundleId}/listing: lists or unlists it. */
export const setSellerBundleListing = defineHandler(
  'PUT /api/seller/bundles/{bundleId}/listing',
  async ({ caller, params, body }) =>
    json(200, await setBundleListed(caller, params.bundleId, body.listed)),
);
