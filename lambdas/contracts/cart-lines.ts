import { z } from 'zod';
import { idSchema } from './common';

/**
 * A cart line as the browser sends it, to checkout and to the discount code's check alike (so
 * the check prices the very lines checkout charges): the id, `kind: 'bundle'` for a bundle, and
 * a pay-what-you-want line's amount. Names and prices are always read on the server.
 */
export const cartLineSchema = z.object({
  id: idSchema,
  /** A bundle (its id) rather than a product. */
  kind: z.literal('bundle').optional(),
  /** A pay-what-you-want line's amount in whole cents (checked against its minimum). */
  amount_cents: z
    .number({ error: 'Enter an amount' })
    .int('Enter the amount in whole cents')
    .min(0, 'The amount cannot be negative')
    .max(10_000_000, 'The amount is too high')
    .optional(),
});
