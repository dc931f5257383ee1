import { z } from 'zod';
import { EMAIL_PATTERN } from '../rules/validation';

/** Every error answer of the API. */
export interface ApiErrorBody {
  error: string;
}

export const idSchema = z.string().trim().min(1, 'id is required').max(100, 'id is too long');

export const emailSchema = z
  .string({ error: 'email is required' })
  .trim()
  .toLowerCase()
  .regex(EMAIL_PATTERN, 'Invalid email');

/** Stripe Checkout Session ids as Stripe (and the local Stripe server) make them. */
export const sessionIdSchema = z
  .string({ error: 'Missing session ID' })
  .trim()
  .min(1, 'Missing session ID')
  .regex(/^cs_(test|live)_[A-Za-z0-9]{8,200}$/, 'Invalid session ID');
