import Stripe from 'stripe';
import { forgetSecret, secretAge, secretJson } from './secrets';
import { stripeKeys } from './stripe';

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

/** A signature matching no cached secret refetches it at most this often (forged deliveries). */
const REFETCH_MIN_AGE_MS = 60 * 1000;

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

function verifyWith(secrets: string[], rawBody: string, signature: string): Stripe.Event {
  let lastError: unknown = new Error('No Connect webhook signing secret is configured');
  for (const secret of secrets) {
    try {
      return Stripe.webhooks.constructEvent(rawBody, signature, secret);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/**
 * Verifies a Connect webhook delivery against the live, then the test signing secret. A
 * signature that matches neither reads the secret again (a rolled secret), rate-limited.
 */
export async function constructConnectWebhookEvent(
  rawBody: string,
  signature: string,
): Promise<Stripe.Event> {
  try {
    return verifyWith(await signingSecrets(), rawBody, signature);
  } catch (error) {
    const arn = connectSecretArn();
    const age = arn ? secretAge(arn) : undefined;
    if (!arn || age === undefined || age < REFETCH_MIN_AGE_MS) throw error;
    forgetSecret(arn);
    return verifyWith(await signingSecrets(), rawBody, signature);
  }
}
