import { z } from 'zod';
import { emailSchema, idSchema } from './common';

/** "Get it free": a free product (or pay what you want from $0) claimed without Stripe. */
export const freeClaimBody = z.object({ productId: idSchema });

export const guestFreeClaimBody = freeClaimBody.extend({ email: emailSchema });

/** Signed in: granted now, or owned already (a second claim is not an error). */
export interface FreeClaimResponse {
  status: 'claimed' | 'already-owned';
  product_id: string;
}

/** A guest's answer: the same words whatever the address has (no address enumeration). */
export interface GuestFreeClaimResponse {
  message: string;
}

export const FREE_CLAIM_MESSAGES = {
  guestSent:
    'Check your inbox: we have sent the link to your download to this address. It may take a minute to arrive.',
  tooManyClaims: 'Too many requests. Please wait a few minutes and try again.',
} as const;
