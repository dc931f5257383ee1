import { defineHandler } from '../../http/define-handler';
import { json } from '../../http/responses';
import { checkDiscountCode } from '../../services/discounts/discount-check-service';

/**
 * POST /api/discount-codes/check: the cart's lines (as checkout takes them) with a code applied,
 * or why it cannot be; a signed-in caller's bundles are priced less what they own.
 */
export const checkDiscount = defineHandler(
  'POST /api/discount-codes/check',
  async ({ body, caller, clientIp }) =>
    json(200, await checkDiscountCode(body.code, body.items, caller, clientIp)),
);
