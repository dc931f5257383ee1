import { z } from 'zod';
import type { DiscountCodeStatus, DiscountedLine } from '../rules/discounts';
import { cartLineSchema } from './cart-lines';
import { idSchema } from './common';

/**
 * Discount codes (the `discounts` group): the admin's codes for the whole shop or chosen
 * products, a seller's codes for their own products, and the cart's check of a code.
 */

/** What a buyer types: letters, digits, - and _ (Stripe's promotion code alphabet). */
export const discountCodeText = z
  .string({ error: 'Enter a discount code' })
  .trim()
  .min(1, 'Enter a discount code')
  .max(40, 'A discount code has at most 40 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'A discount code may contain only letters, digits, - and _');

/** At most 2 decimals, as Stripe's percent_off takes them. */
function hasTwoDecimalsAtMost(value: number): boolean {
  const hundredths = value * 100;
  return Math.abs(hundredths - Math.round(hundredths)) < 1e-6;
}

export const MAX_CODE_PRODUCTS = 50;

/** The create form's product-scope messages (the dialog shows them beside the products). */
export const DISCOUNT_SCOPE_MESSAGES = {
  chooseProducts: 'Choose at least one of your products, or all your products',
  productsOrAll: 'Choose some products or all your products, not both',
} as const;

export const createDiscountCodeBody = z
  .object({
    code: discountCodeText.min(3, 'A discount code has at least 3 characters'),
    kind: z.enum(['percent', 'amount'], { error: 'Choose a percentage or a fixed amount' }),
    percent_off: z
      .number({ error: 'Enter a percentage' })
      .min(1, 'The percentage must be between 1 and 100')
      .max(100, 'The percentage must be between 1 and 100')
      .refine(hasTwoDecimalsAtMost, 'The percentage has at most 2 decimals')
      .optional(),
    amount_off_cents: z
      .number({ error: 'Enter an amount' })
      .int('The amount is in whole cents')
      .min(1, 'The amount must be at least $0.01')
      .max(10_000_000, 'The amount is too large')
      .optional(),
    /** Empty: the whole shop (admin only); a seller's code names their own products. */
    product_ids: z
      .array(idSchema)
      .max(MAX_CODE_PRODUCTS, `At most ${MAX_CODE_PRODUCTS} products`)
      .default([]),
    /**
     * A seller's code for every product of theirs, those listed later included (the admin's
     * equivalent is a code naming no products: the whole shop).
     */
    all_my_products: z
      .boolean({ error: 'Choose whether the code is for all your products' })
      .default(false),
    expires_at: z.iso
      .datetime({ offset: true, error: 'Enter a valid expiry date' })
      .nullish()
      .refine(
        (value) => !value || Date.parse(value) > Date.now(),
        'The expiry date must be in the future',
      ),
    max_redemptions: z
      .number({ error: 'Enter a usage limit' })
      .int('The usage limit is a whole number')
      .min(1, 'The usage limit must be at least 1')
      .max(1_000_000, 'The usage limit is too large')
      .nullish(),
  })
  .superRefine((body, context) => {
    if (body.all_my_products && body.product_ids.length > 0) {
      context.addIssue({
        code: 'custom',
        path: ['product_ids'],
        message: DISCOUNT_SCOPE_MESSAGES.productsOrAll,
      });
    }
    if (body.kind === 'percent' && body.percent_off === undefined) {
      context.addIssue({ code: 'custom', path: ['percent_off'], message: 'Enter a percentage' });
    }
    if (body.kind === 'amount' && body.amount_off_cents === undefined) {
      context.addIssue({ code: 'custom', path: ['amount_off_cents'], message: 'Enter an amount' });
    }
  });
export type CreateDiscountCodeInput = z.input<typeof createDiscountCodeBody>;

/**
 * The cart's lines exactly as checkout takes them (bundles and pay-what-you-want amounts
 * included), so the check's total is what checkout charges. A line of `{ id }` alone, as older
 * builds send, is a product at its list price.
 */
export const checkDiscountCodeBody = z.object({
  code: discountCodeText,
  items: z.array(cartLineSchema).min(1, 'Cart is empty').max(50, 'Too many items in the cart'),
});

/** A code as the back office lists it. */
export interface DiscountCodeSummary {
  id: string;
  code: string;
  kind: 'percent' | 'amount';
  percent_off: number | null;
  amount_off_cents: number | null;
  /** Empty for a shop-wide code, and for a seller's code for all their products. */
  products: { id: string; name: string }[];
  /** A seller's code for every product of theirs, present and future. */
  all_my_products: boolean;
  /** The seller record that made it; absent for the shop's (admin's) codes. */
  seller_id?: string;
  expires_at: string | null;
  max_redemptions: number | null;
  redemptions: number;
  /** Null without a limit. */
  remaining: number | null;
  active: boolean;
  status: DiscountCodeStatus;
  created_at: string;
}

export interface DiscountCodeList {
  codes: DiscountCodeSummary[];
}

/** A product's line of the quote; a bundle's products each have one, naming the bundle. */
export interface QuotedLine extends DiscountedLine {
  bundle_id?: string;
}

/**
 * The cart's lines with the code applied, and the total Stripe will charge: one line per
 * product checkout charges (a bundle as its products not owned yet, at their shares of its
 * price; a pay-what-you-want line at the buyer's amount).
 */
export interface DiscountQuote {
  code: string;
  lines: QuotedLine[];
  subtotal_cents: number;
  discount_cents: number;
  total_cents: number;
}
