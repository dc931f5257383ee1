import { z } from 'zod';
import { EMAIL_PATTERN } from '../rules/validation';

/** Every error answer of the API. */
export interface ApiErrorBody {
  error: string;
}

export const idSchema = z.string().trim().min(1, 'id is required').max(100, 'id is too long');

/**
 * A path parameter (`{id}`, `{token}`...): ids, UUIDs and URL-safe tokens only, so a 2,000
 * character or malformed id is a 400 before any service or table sees it.
 */
export function pathParamSchema(name: string) {
  return z
    .string({ error: `${name} is required` })
    .min(1, `${name} is required`)
    .max(200, `${name} is too long`)
    .regex(/^[A-Za-z0-9_-]+$/, `${name} is not valid`);
}

/** RFC 5321's 254-character limit: a longer address is refused before anything uses it. */
export const MAX_EMAIL_LENGTH = 254;

export const emailSchema = z
  .string({ error: 'email is required' })
  .trim()
  .max(MAX_EMAIL_LENGTH, 'Invalid email')
  .toLowerCase()
  .regex(EMAIL_PATTERN, 'Invalid email');

/**
 * Stripe Checkout Session ids as Stripe (and the local Stripe server) make them, and the shop's
 * own `fc_` ids of free claims (no Stripe session; the same guest downloads link).
 */
export const sessionIdSchema = z
  .string({ error: 'Missing session ID' })
  .trim()
  .min(1, 'Missing session ID')
  .regex(/^(cs|fc)_(test|live)_[A-Za-z0-9]{8,200}$/, 'Invalid session ID');
