import { z } from 'zod';
import type { ReceiptSummary } from '../rules/receipt-summary';
import type { InvoiceLink } from '../rules/tax';
import { cartLineSchema } from './cart-lines';
import { emailSchema, sessionIdSchema } from './common';
import { discountCodeText } from './discounts';

/**
 * A cart item: only the id (and a pay-what-you-want line's amount) is used, names and prices are
 * read on the server. The web sends the
 * id alone; name, price and image_url stay accepted (and checked) for carts of older builds.
 */
export const checkoutItemSchema = cartLineSchema.extend({
  name: z.string().max(500).optional(),
  price: z.number().optional(),
  image_url: z.string().max(2000).optional(),
});

export const createPaymentBody = z.object({
  items: z.array(checkoutItemSchema).min(1, 'Cart is empty').max(50, 'Too many items in the cart'),
  currency: z.literal('usd', { error: 'Only usd is supported' }).default('usd'),
  /** Ignored: the server decides test mode from the caller's role. */
  testMode: z.boolean().optional(),
  /** The code the cart checked; the server checks it again and Stripe applies it. */
  discountCode: discountCodeText.optional(),
});

export const createPaymentUniversalBody = createPaymentBody.extend({
  email: emailSchema,
  fullName: z.string().trim().max(200).optional(),
});

/** One of three answers; the SPA reacts to each as the spec says. */
export type CheckoutResponse =
  | { url: string }
  | { requiresLogin: true; message: string }
  | { existingBuyer: true; message: string; productIds: string[] };

export const verifyPaymentBody = z.object({ sessionId: sessionIdSchema });

export interface VerifyPaymentResponse {
  success: boolean;
  error?: string;
  products: { id: string; name: string }[];
  buyerEmail: string;
  /**
   * Products of this payment the buyer already owned (another checkout was paid first): their
   * amount is refunded, in USD.
   */
  refunded?: { products: { id: string; name: string }[]; amount: number };
  /** The paid order's Stripe invoice. */
  invoice?: InvoiceLink;
  /** A paid order's lines, discount and totals: the same figures as the receipt e-mail. */
  receipt?: ReceiptSummary;
}
