import { defineHandler } from '../../http/define-handler';
import { json } from '../../http/responses';
import { checkDiscountCode } from '../../services/discounts/discount-check-service';

/** POST /api/discount-codes/check: the cart's lines with a code applied, or why it cannot be. */
export const checkDiscount = defineHandler(
  'POST /api/discount-codes/check',
  async ({ body, clientIp }) =>
    json(
      200,
      await checkDiscountCode(
        body.code,
        body.items.map((item) => item.id),
        clientIp,
      ),
    ),
);
