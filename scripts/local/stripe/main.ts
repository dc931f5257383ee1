import { createLocalStripeServer } from './server';
import { webhookTargetsFromEnv } from './webhook-delivery';

/**
 * Child-process entry: `node --import tsx scripts/local/stripe/main.ts`. The local stack sets
 * STRIPE_PORT, STRIPE_PUBLIC_URL, STRIPE_WEBHOOK_URL, STRIPE_WEBHOOK_SECRET_LIVE/_TEST,
 * STRIPE_CONNECT_WEBHOOK_URL, STRIPE_CONNECT_WEBHOOK_SECRET_LIVE/_TEST and, for `npm start`,
 * STRIPE_DATA_FILE.
 */
const port = Number(process.env.STRIPE_PORT ?? 12111);
const publicUrl = process.env.STRIPE_PUBLIC_URL ?? `http://localhost:${port}`;
const webhooks = webhookTargetsFromEnv(process.env);
createLocalStripeServer({
  port,
  publicUrl,
  webhook: webhooks.account,
  connectWebhook: webhooks.connect,
  dataFile: process.env.STRIPE_DATA_FILE || undefined,
}).listen(port, '127.0.0.1', () => {
  console.log(`Local Stripe server on ${publicUrl}`);
});
