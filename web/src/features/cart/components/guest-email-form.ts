import { createPaymentUniversalBody } from '@contracts/checkout';
import { z } from 'zod';

/**
 * The guest's part of the guest checkout body: the address is checked as the payment route
 * checks it (receipt and download link go there); the full name is optional.
 */
export const guestEmailForm = z.object({
  email: createPaymentUniversalBody.shape.email,
  fullName: z.string().trim().max(200),
});

/** The toast for the route's message about the address. */
export const GUEST_EMAIL_TEXTS = {
  'Invalid email': { title: 'Invalid email', description: 'Please enter a valid email address.' },
};
