import {
  createCoupon,
  createPromotionCode,
  publicCoupon,
  updatedPromotionCode,
  type LocalCoupon,
} from './coupons';
import { noSuch, StripeRequestError } from './errors';
import { expandObject, expandPaths } from './expand';
import { listPage } from './lists';
import { boolean, record, requiredText, text } from './params';
import type { ApiContext, ApiRoute } from './routes';
import { couponKey } from './store';

function ownCoupon({ store, livemode }: ApiContext, id: string, param = 'id'): LocalCoupon {
  const coupon = store.coupons.get(couponKey(id, livemode));
  if (!coupon) throw noSuch('coupon', id, param);
  return coupon;
}

function ownPromotionCode({ store, livemode }: ApiContext, id: string) {
  const promotionCode = store.promotionCodes.get(id);
  if (!promotionCode || promotionCode.livemode !== livemode) throw noSuch('promotion_code', id);
  return promotionCode;
}

function alreadyExists(message: string, param: string): StripeRequestError {
  return new StripeRequestError(message, param, { code: 'resource_already_exists' });
}

/** Only one active promotion code of a name per mode, as Stripe has it. */
function assertCodeFree(context: ApiContext, code: string, exceptId?: string) {
  const taken = context.store.promotionCodes.find(
    (other) =>
      other.livemode === context.livemode &&
      other.active &&
      other.id !== exceptId &&
      other.code.toLowerCase() === code.toLowerCase(),
  );
  if (taken)
    throw alreadyExists(`An active promotion code with \`code: ${code}\` already exists.`, 'code');
}

function withCouponExpanded(context: ApiContext, body: Record<string, unknown>) {
  return expandObject(body, expandPaths(context.params), (id) => {
    const coupon = context.store.coupons.get(couponKey(id, context.livemode));
    return coupon ? { ...publicCoupon(coupon, context.now()) } : undefined;
  });
}

/**
 * Coupons (`coupons.create`, `retrieve`, `list`) and promotion codes (`promotionCodes.create`
 * with `promotion[coupon]`, `retrieve`, `update` of `active` and `metadata`, `list` by `code`,
 * `active` and `coupon`).
 */
export const COUPON_ROUTES: ApiRoute[] = [
  {
    method: 'POST',
    path: /^\/v1\/coupons$/,
    handle: (context) => {
      const coupon = createCoupon(context.params, {
        livemode: context.livemode,
        now: context.now(),
        productExists: (id) => Boolean(context.store.products.get(couponKey(id, context.livemode))),
      });
      if (context.store.coupons.get(couponKey(coupon.id, context.livemode))) {
        throw alreadyExists('Coupon already exists.', 'id');
      }
      return { body: publicCoupon(context.store.coupons.save(coupon), context.now()) };
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/coupons$/,
    handle: (context) => {
      const coupons = context.store.coupons
        .all()
        .filter((coupon) => coupon.livemode === context.livemode)
        .reverse()
        .map((coupon) => publicCoupon(coupon, context.now()));
      return { body: listPage(coupons, context.params, { url: '/v1/coupons', kind: 'coupon' }) };
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/coupons\/([^/]+)$/,
    handle: (context) => ({
      body: publicCoupon(ownCoupon(context, context.ids[0] ?? ''), context.now()),
    }),
  },
  {
    method: 'POST',
    path: /^\/v1\/promotion_codes$/,
    handle: (context) => {
      // The current API names the coupon in `promotion`; older versions sent `coupon`.
      const couponId =
        text(record(context.params.promotion).coupon) ?? requiredText(context.params, 'coupon');
      const coupon = ownCoupon(context, couponId, 'promotion[coupon]');
      const promotionCode = createPromotionCode(context.params, coupon, {
        livemode: context.livemode,
        now: context.now(),
      });
      if (promotionCode.active) assertCodeFree(context, promotionCode.code);
      const saved = context.store.promotionCodes.save(promotionCode);
      return { body: withCouponExpanded(context, { ...saved }) };
    },
  },
  {
    method: 'POST',
    path: /^\/v1\/promotion_codes\/([^/]+)$/,
    handle: (context) => {
      const current = ownPromotionCode(context, context.ids[0] ?? '');
      const updated = updatedPromotionCode(current, context.params);
      if (updated.active && !current.active) assertCodeFree(context, updated.code, updated.id);
      return {
        body: withCouponExpanded(context, { ...context.store.promotionCodes.save(updated) }),
      };
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/promotion_codes\/([^/]+)$/,
    handle: (context) => ({
      body: withCouponExpanded(context, { ...ownPromotionCode(context, context.ids[0] ?? '') }),
    }),
  },
  {
    method: 'GET',
    path: /^\/v1\/promotion_codes$/,
    handle: (context) => {
      const code = text(context.params.code)?.toLowerCase();
      const active = boolean(context.params.active);
      const coupon = text(context.params.coupon);
      const matching = context.store.promotionCodes
        .all()
        .filter((item) => item.livemode === context.livemode)
        .filter((item) => code === undefined || item.code.toLowerCase() === code)
        .filter((item) => active === undefined || item.active === active)
        .filter((item) => coupon === undefined || item.promotion.coupon === coupon)
        .reverse();
      return {
        body: listPage(matching, context.params, {
          url: '/v1/promotion_codes',
          kind: 'promotion_code',
        }),
      };
    },
  },
];
