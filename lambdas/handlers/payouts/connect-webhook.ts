import { defineHandler } from '../../http/define-handler';
import { json } from '../../http/responses';
import { rawBody, stripeSignature } from '../../http/webhook-request';
import { handleConnectWebhook } from '../../services/payouts/connect-webhook-service';

/** POST /api/stripe-connect-webhook: Connect's account events, checked on the raw body. */
export const connectWebhook = defineHandler('POST /api/stripe-connect-webhook', async ({ event }) =>
  json(200, await handleConnectWebhook(rawBody(event), stripeSignature(event))),
);
