import { groupEntry } from '../http/group-entry';
import { stripeWebhook } from '../handlers/checkout/stripe-webhook';

/** Lambda entry of the `webhook` function group (Stripe events, signature-checked). */
export const handler = groupEntry('webhook', { stripeWebhook });
