import { groupEntry } from '../http/group-entry';
import { webhookRoutes } from '../routes/webhook';
import { stripeWebhook } from '../handlers/webhook/stripe-webhook';
import { listFailedWebhooks, retryFailedWebhook } from '../handlers/webhook/webhook-failures';

/**
 * Lambda entry of the `webhook` function group: Stripe events (signature-checked) and the
 * admin's list and retry of the events whose fulfilment failed.
 */
export const handler = groupEntry('webhook', webhookRoutes, {
  stripeWebhook,
  listFailedWebhooks,
  retryFailedWebhook,
});
