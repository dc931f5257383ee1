import { z } from 'zod';
import { EMAIL_PATTERN } from '../rules/validation';
import { idSchema } from './common';

/** POST /api/notify-product-interest. Messages are the spec's. */
export const notifyInterestBody = z
  .object({
    productId: idSchema,
    name: z.string().trim().max(200).default(''),
    email: z.string().trim().toLowerCase().max(320).default(''),
    /** Hidden field: a person leaves it empty; a bot fills it. */
    honeypot: z.string().optional().default(''),
  })
  .superRefine((body, context) => {
    if (!body.name || !body.email) {
      context.addIssue({ code: 'custom', message: 'Required fields missing' });
    } else if (!EMAIL_PATTERN.test(body.email)) {
      context.addIssue({ code: 'custom', message: 'Invalid email' });
    }
  });

export interface NotifyInterestResponse {
  message: string;
}

export const INTEREST_MESSAGES = {
  registered: "Thank you for your interest! We'll notify you when this product is available.",
  alreadyRegistered: 'Email already registered for this product',
  tooManyRequests: 'Too many requests',
} as const;
