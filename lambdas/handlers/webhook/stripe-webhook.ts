import { defineHandler } from '../../http/define-handler';
import { json } from '../../http/responses';
import type { ApiEvent } from '../../http/types';
import { handleStripeWebhook } from '../../services/webhook/stripe-webhook-service';

/** The exact bytes Stripe signed: API Gateway may hand them over base64-encoded. */
function rawBody(event: ApiEvent): string {
  if (!event.body) return '';
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
}

/** POST /api/stripe-webhook: no JSON parsing before the signature is checked on the raw body. */
export const stripeWebhook = defineHandler('POST /api/stripe-webhook', async ({ event }) => {
  const signature = event.headers?.['stripe-signature'] ?? event.headers?.['Stripe-Signature'];
  return json(200, await handleStripeWebhook(rawBody(event), signature));
});
