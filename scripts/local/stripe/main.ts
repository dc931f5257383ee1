import { createLocalStripeServer } from './server';

/** Child-process entry: `node --import tsx scripts/local/stripe/main.ts` with STRIPE_PORT set. */
const port = Number(process.env.STRIPE_PORT ?? 12111);
const publicUrl = process.env.STRIPE_PUBLIC_URL ?? `http://localhost:${port}`;
createLocalStripeServer({ port, publicUrl }).listen(port, '127.0.0.1', () => {
  console.log(`Local Stripe server on ${publicUrl}`);
});
