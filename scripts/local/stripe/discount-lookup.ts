import type { LocalPromotionCode } from './coupons';
import { noSuch } from './errors';
import type { ChosenDiscount, DiscountLookup } from './session-create';
import { couponKey, type LocalStripeStore } from './store';

/** Finds the coupon or promotion code a session names, in the caller's mode. */
export function discountLookup(store: LocalStripeStore, livemode: boolean): DiscountLookup {
  return (reference, param) => {
    if (reference.promotion_code) {
      const promotionCode = store.promotionCodes.get(reference.promotion_code);
      if (!promotionCode || promotionCode.livemode !== livemode) {
        throw noSuch('promotion code', reference.promotion_code, param);
      }
      return withCoupon(store, promotionCode, param);
    }
    const id = reference.coupon ?? '';
    const coupon = store.coupons.get(couponKey(id, livemode));
    if (!coupon) throw noSuch('coupon', id, param);
    return { coupon };
  };
}

function withCoupon(
  store: LocalStripeStore,
  promotionCode: LocalPromotionCode,
  param: string,
): ChosenDiscount {
  const couponId = promotionCode.promotion.coupon;
  const coupon = store.coupons.get(couponKey(couponId, promotionCode.livemode));
  if (!coupon) throw noSuch('coupon', couponId, param);
  return { coupon, promotionCode };
}

/** What a buyer typed on the payment page: the active code of that name (any case). */
export function promotionCodeByCode(
  store: LocalStripeStore,
  code: string,
  livemode: boolean,
): ChosenDiscount | undefined {
  const wanted = code.trim().toLowerCase();
  const found = store.promotionCodes.find(
    (candidate) =>
      candidate.livemode === livemode &&
      candidate.active &&
      candidate.code.toLowerCase() === wanted,
  );
  return found ? withCoupon(store, found, 'code') : undefined;
}

/** The discount a session carries now, read again (its counters may have moved). */
export function currentDiscount(
  store: LocalStripeStore,
  discount: { coupon: string | null; promotion_code: string | null },
  livemode: boolean,
): ChosenDiscount {
  return discountLookup(store, livemode)(
    discount.promotion_code
      ? { promotion_code: discount.promotion_code }
      : { coupon: discount.coupon ?? '' },
    'discounts[0]',
  );
}
