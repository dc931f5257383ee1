import { defineHandler } from '../../http/define-handler';
import { json } from '../../http/responses';
import {
  grantPurchase,
  setUserRole,
  setUserSeller,
  setUserState,
} from '../../services/admin/user-actions';
import { getUserDetail, listUsers } from '../../services/admin/user-views';
import { adminActor } from '../shared/admin-actor';

export const listAdminUsers = defineHandler('GET /api/admin/users', async ({ caller, query }) =>
  json(200, await listUsers(caller, query)),
);

export const getAdminUser = defineHandler('GET /api/admin/users/{userId}', async ({ params }) =>
  json(200, await getUserDetail(params.userId)),
);

export const setAdminUserRole = defineHandler(
  'PUT /api/admin/users/{userId}/role',
  async ({ caller, event, params, body }) =>
    json(200, await setUserRole(adminActor(caller, event), params.userId, body.role)),
);

export const setAdminUserState = defineHandler(
  'PUT /api/admin/users/{userId}/state',
  async ({ caller, event, params, body }) =>
    json(200, await setUserState(adminActor(caller, event), params.userId, body.state)),
);

export const setAdminUserSeller = defineHandler(
  'PUT /api/admin/users/{userId}/seller',
  async ({ caller, event, params, body }) =>
    json(200, await setUserSeller(adminActor(caller, event), params.userId, body.active)),
);

export const grantAdminUserPurchase = defineHandler(
  'POST /api/admin/users/{userId}/purchases',
  async ({ caller, event, params, body }) =>
    json(200, await grantPurchase(adminActor(caller, event), params.userId, body.productId)),
);
