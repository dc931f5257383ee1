import { defineHandler } from '../../http/define-handler';
import { json } from '../../http/responses';
import {
  createDiscountCode,
  deactivateCode,
  listDiscountCodes,
  scopeOf,
} from '../../services/discounts/discount-code-service';

/** GET /api/admin/discount-codes: every code of the shop with its redemptions (admin). */
export const listAdminDiscountCodes = defineHandler('GET /api/admin/discount-codes', async () =>
  json(200, await listDiscountCodes({ kind: 'shop' })),
);

/** POST /api/admin/discount-codes: a shop-wide code, or one for chosen products (admin). */
export const createAdminDiscountCode = defineHandler(
  'POST /api/admin/discount-codes',
  async ({ caller, body }) => json(201, await createDiscountCode({ kind: 'shop' }, caller, body)),
);

/** POST /api/admin/discount-codes/{codeId}/deactivate (admin). */
export const deactivateAdminDiscountCode = defineHandler(
  'POST /api/admin/discount-codes/{codeId}/deactivate',
  async ({ params }) => json(200, await deactivateCode({ kind: 'shop' }, params.codeId)),
);

/** GET /api/seller/discount-codes: the caller's own codes (seller). */
export const listSellerDiscountCodes = defineHandler(
  'GET /api/seller/discount-codes',
  async ({ caller }) => json(200, await listDiscountCodes(await scopeOf(caller))),
);

/** POST /api/seller/discount-codes: a code for some of the caller's own products (seller). */
export const createSellerDiscountCode = defineHandler(
  'POST /api/seller/discount-codes',
  async ({ caller, body }) =>
    json(201, await createDiscountCode(await scopeOf(caller), caller, body)),
);

/** POST /api/seller/discount-codes/{codeId}/deactivate: one of the caller's own codes. */
export const deactivateSellerDiscountCode = defineHandler(
  'POST /api/seller/discount-codes/{codeId}/deactivate',
  async ({ caller, params }) =>
    json(200, await deactivateCode(await scopeOf(caller), params.codeId)),
);
