import type { ApiEvent } from './types';

/** The exact bytes Stripe signed: API Gateway may hand them over base64-encoded. */
export function rawBody(event: ApiEvent): string {
  if (!event.body) return '';
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
}

/** The Stripe-Signature header, however API Gateway cased it. */
export function stripeSignature(event: ApiEvent): string | undefined {
  return event.headers?.['stripe-signature'] ?? event.headers?.['Stripe-Signature'];
}
