import { groupEntry } from '../http/group-entry';
import { discountsRoutes } from '../routes/discounts';
import { checkDiscount } from '../handlers/discounts/check-discount-code';
import {
  createAdminDiscountCode,
  createSellerDiscountCode,
  deactivateAdminDiscountCode,
  deactivateSellerDiscountCode,
  listAdminDiscountCodes,
  listSellerDiscountCodes,
} from '../handlers/discounts/discount-codes';

/** Lambda entry of the `discounts` function group (discount codes and the cart's check). */
export const handler = groupEntry('discounts', discountsRoutes, {
  listAdminDiscountCodes,
  createAdminDiscountCode,
  deactivateAdminDiscountCode,
  listSellerDiscountCodes,
  createSellerDiscountCode,
  deactivateSellerDiscountCode,
  checkDiscount,
});
