import { defineHandler } from '../../http/define-handler';
import { json } from '../../http/responses';
import { rawBody, stripeSignature } from '../../http/webhook-request';
import { handleStripeWebhook } from '../../services/webhook/stripe-webhook-service';

/** POST /api/stripe-webhook: no JSON parsing before the signature is checked on the raw body. */
export const stripeWebhook = defineHandler('POST /api/stripe-webhook', async ({ event }) =>
  json(200, await handleStripeWebhook(rawBody(event), stripeSignature(event))),
);
