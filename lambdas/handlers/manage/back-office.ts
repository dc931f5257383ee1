import { defineHandler } from '../../http/define-handler';
import { json } from '../../http/responses';
import { listShopDrafts } from '../../services/manage/draft-versions';
import { assignProductSeller, listSellers } from '../../services/manage/seller-assignment';
import { adminActor } from '../shared/admin-actor';

/** PUT /api/manage/products/{id}/seller: the admin links a product to a seller (or to none). */
export const assignSeller = defineHandler(
  'PUT /api/manage/products/{id}/seller',
  async ({ caller, event, params, body }) =>
    json(200, await assignProductSeller({ ...adminActor(caller, event), caller }, params.id, body)),
);

/** GET /api/manage/sellers: every seller record, for the assignment controls. */
export const listShopSellers = defineHandler('GET /api/manage/sellers', async () =>
  json(200, await listSellers()),
);

/** GET /api/manage/versions/drafts: every unpublished version of the shop. */
export const listDraftVersions = defineHandler(
  'GET /api/manage/versions/drafts',
  async ({ caller }) => json(200, await listShopDrafts(caller)),
);
