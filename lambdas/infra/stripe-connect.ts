import type Stripe from 'stripe';
import { secretJson } from './secrets';
import { stripeKeys } from './stripe';
import { verifyWebhookSignature } from './webhook-signature';

/**
 * The Stripe Connect endpoint (account events) has signing secrets of its own, apart from the
 * payments endpoint's. On AWS they live in their own secret (its ARN in
 * STRIPE_CONNECT_SECRET_ARN, JSON keys liveConnectWebhookSecret and testConnectWebhookSecret),
 * readable only by the payouts function; locally they are part of STRIPE_SECRETS.
 */
export const STRIPE_CONNECT_ENV = { secretArn: 'STRIPE_CONNECT_SECRET_ARN' } as const;

/** Keys of the Connect secret's JSON value (lib/constructs/secrets.ts creates it empty). */
export const CONNECT_SECRET_KEYS = {
  liveConnectWebhookSecret: 'liveConnectWebhookSecret',
  testConnectWebhookSecret: 'testConnectWebhookSecret',
} as const;

function connectSecretArn(): string | undefined {
  return process.env[STRIPE_CONNECT_ENV.secretArn] || undefined;
}

async function signingSecrets(): Promise<string[]> {
  const arn = connectSecretArn();
  if (arn) {
    const value = await secretJson(arn);
    return Object.values(CONNECT_SECRET_KEYS)
      .map((name) => (typeof value[name] === 'string' ? (value[name] as string).trim() : ''))
      .filter(Boolean);
  }
  const keys = await stripeKeys();
  return [keys.liveConnectWebhookSecret, keys.testConnectWebhookSecret].filter(Boolean);
}

/** Verifies a Connect webhook delivery against the live, then the test signing secret. */
export async function constructConnectWebhookEvent(
  rawBody: string,
  signature: string,
): Promise<Stripe.Event> {
  return verifyWebhookSignature(
    {
      readSecrets: signingSecrets,
      secretArn: connectSecretArn(),
      missing: 'No Connect webhook signing secret is configured',
    },
    rawBody,
    signature,
  );
}
