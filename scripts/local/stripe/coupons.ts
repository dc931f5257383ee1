import { randomBytes } from 'node:crypto';
import { invalidParam, missingParam, StripeRequestError } from './errors';
import { boolean, integer, list, metadata, record, text, type Params } from './params';

/**
 * Coupons and the promotion codes customers type for them. A coupon applies to every line of a
 * session, or with `applies_to[products]` only to the lines of those Stripe products.
 */
export interface LocalCoupon {
  id: string;
  object: 'coupon';
  amount_off: number | null;
  /** Stripe shows it when expanded; the local server always does. */
  applies_to: { products: string[] } | null;
  created: number;
  currency: string | null;
  duration: 'once' | 'forever' | 'repeating';
  duration_in_months: number | null;
  livemode: boolean;
  max_redemptions: number | null;
  metadata: Record<string, string>;
  name: string | null;
  percent_off: number | null;
  redeem_by: number | null;
  times_redeemed: number;
  valid: boolean;
}

export interface LocalPromotionCode {
  id: string;
  object: 'promotion_code';
  active: boolean;
  code: string;
  created: number;
  customer: null;
  expires_at: number | null;
  livemode: boolean;
  max_redemptions: number | null;
  metadata: Record<string, string>;
  promotion: { type: 'coupon'; coupon: string };
  restrictions: {
    first_time_transaction: boolean;
    minimum_amount: number | null;
    minimum_amount_currency: string | null;
  };
  times_redeemed: number;
}

const DURATIONS = ['once', 'forever', 'repeating'] as const;

function percentOff(params: Params): number | null {
  const raw = text(params.percent_off);
  if (raw === undefined || raw === '') return null;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || value > 100) {
    throw invalidParam(
      'percent_off',
      'Invalid percent_off: must be greater than 0 and at most 100',
    );
  }
  return Math.round(value * 100) / 100;
}

/** `applies_to[products][]`: Stripe products of the caller's mode, or Stripe's error. */
function appliesTo(
  params: Params,
  productExists: (id: string) => boolean,
): LocalCoupon['applies_to'] {
  const raw = record(params.applies_to);
  if (Object.keys(raw).length === 0) return null;
  const products = list(raw.products).map((value) => text(value) ?? '');
  if (products.length === 0) {
    throw invalidParam(
      'applies_to[products]',
      'applies_to[products] must name at least one product.',
    );
  }
  const unknown = products.find((id) => !productExists(id));
  if (unknown !== undefined) {
    throw new StripeRequestError(`No such product: '${unknown}'`, 'applies_to[products]', {
      code: 'resource_missing',
    });
  }
  return { products: [...new Set(products)] };
}

export function createCoupon(
  params: Params,
  options: { livemode: boolean; now: number; productExists: (id: string) => boolean },
): LocalCoupon {
  const scope = appliesTo(params, options.productExists);
  const percent = percentOff(params);
  const amountOff = integer(params, 'amount_off', { min: 1 }) ?? null;
  if ((percent === null) === (amountOff === null)) {
    throw invalidParam('percent_off', 'You must pass exactly one of percent_off or amount_off.');
  }
  const currency = text(params.currency)?.toLowerCase() ?? null;
  if (amountOff !== null && !currency) throw missingParam('currency');
  const duration = (text(params.duration) ?? 'once') as LocalCoupon['duration'];
  if (!DURATIONS.includes(duration)) {
    throw invalidParam('duration', `Invalid duration: must be one of ${DURATIONS.join(', ')}`);
  }
  const redeemBy = integer(params, 'redeem_by') ?? null;
  if (redeemBy !== null && redeemBy * 1000 <= options.now) {
    throw invalidParam('redeem_by', 'redeem_by must be in the future.');
  }
  return {
    id: text(params.id) || randomBytes(4).toString('hex').toUpperCase(),
    object: 'coupon',
    amount_off: amountOff,
    applies_to: scope,
    created: Math.floor(options.now / 1000),
    currency: amountOff !== null ? currency : null,
    duration,
    duration_in_months: integer(params, 'duration_in_months', { min: 1 }) ?? null,
    livemode: options.livemode,
    max_redemptions: integer(params, 'max_redemptions', { min: 1 }) ?? null,
    metadata: metadata(params.metadata),
    name: text(params.name) || null,
    percent_off: percent,
    redeem_by: redeemBy,
    times_redeemed: 0,
    valid: true,
  };
}

/** Why a coupon can no longer be redeemed, or undefined while it can. */
function couponProblem(coupon: LocalCoupon, now: number): string | undefined {
  if (coupon.redeem_by !== null && now >= coupon.redeem_by * 1000) {
    return `Coupon ${coupon.id} has expired.`;
  }
  if (coupon.max_redemptions !== null && coupon.times_redeemed >= coupon.max_redemptions) {
    return `Coupon ${coupon.id} has been used up.`;
  }
  return undefined;
}

/** The coupon as the API shows it: `valid` is worked out when it is read. */
export function publicCoupon(coupon: LocalCoupon, now: number): LocalCoupon {
  return { ...coupon, valid: couponProblem(coupon, now) === undefined };
}

export function createPromotionCode(
  params: Params,
  coupon: LocalCoupon,
  options: { livemode: boolean; now: number },
): LocalPromotionCode {
  const code = text(params.code) || randomBytes(4).toString('hex').toUpperCase();
  if (!/^[a-zA-Z0-9_-]{1,200}$/.test(code)) {
    throw invalidParam('code', 'A promotion code may only contain letters, digits, - and _.');
  }
  return {
    id: `promo_${randomBytes(12).toString('hex')}`,
    object: 'promotion_code',
    active: boolean(params.active) ?? true,
    code,
    created: Math.floor(options.now / 1000),
    customer: null,
    expires_at: integer(params, 'expires_at') ?? null,
    livemode: options.livemode,
    max_redemptions: integer(params, 'max_redemptions', { min: 1 }) ?? null,
    metadata: metadata(params.metadata),
    promotion: { type: 'coupon', coupon: coupon.id },
    restrictions: {
      first_time_transaction: false,
      minimum_amount: null,
      minimum_amount_currency: null,
    },
    times_redeemed: 0,
  };
}

/** `promotionCodes.update`: `active` and `metadata` can change, as in Stripe. */
export function updatedPromotionCode(
  promotionCode: LocalPromotionCode,
  params: Params,
): LocalPromotionCode {
  return {
    ...promotionCode,
    active: boolean(params.active) ?? promotionCode.active,
    metadata: metadata(params.metadata, promotionCode.metadata),
  };
}

/**
 * Refuses a discount that cannot be used now, with Stripe's kind of error: an inactive,
 * expired or used-up promotion code, or a coupon past its redeem_by or max_redemptions.
 */
export function assertRedeemable(
  discount: { coupon: LocalCoupon; promotionCode?: LocalPromotionCode },
  options: { now: number; param: string },
): void {
  const { coupon, promotionCode } = discount;
  const refuse = (message: string, code?: string) => {
    throw new StripeRequestError(message, options.param, code ? { code } : {});
  };
  if (promotionCode) {
    const code = promotionCode.code;
    if (!promotionCode.active) refuse(`The promotion code '${code}' is not active.`);
    if (promotionCode.expires_at !== null && options.now >= promotionCode.expires_at * 1000) {
      refuse(`The promotion code '${code}' has expired.`);
    }
    if (
      promotionCode.max_redemptions !== null &&
      promotionCode.times_redeemed >= promotionCode.max_redemptions
    ) {
      refuse(`The promotion code '${code}' has reached its maximum number of redemptions.`);
    }
  }
  const problem = couponProblem(coupon, options.now);
  if (problem) refuse(problem, 'coupon_expired');
}

/** A paid session redeemed them: each counts one more redemption. */
export function redeemed<T extends { times_redeemed: number }>(item: T): T {
  return { ...item, times_redeemed: item.times_redeemed + 1 };
}
