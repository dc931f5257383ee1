import Stripe from 'stripe';
import type { Role } from '../rules/roles';
import { paymentModeFor as modeFor, type PaymentMode } from '../rules/payment-mode';
import { config } from './config';
import { forgetSecret, secretJson } from './secrets';
import { configuredStripeMode, STRIPE_MODE_ENV } from './stripe-mode';
import type { BundledStripeResource } from './stripe-resources';
import { verifyWebhookSignature } from './webhook-signature';

export { configuredStripeMode } from './stripe-mode';

export type { PaymentMode } from '../rules/payment-mode';

/**
 * Stripe access for both homes. On AWS the keys come from the Stripe secret (its ARN in
 * STRIPE_SECRET_ARN, JSON keys as in lib/constructs/secrets.ts). Locally the same JSON is in
 * STRIPE_SECRETS and STRIPE_ENDPOINT points the SDK at the in-repo Stripe server.
 */
export const STRIPE_ENV = {
  secretArn: 'STRIPE_SECRET_ARN',
  mode: STRIPE_MODE_ENV,
  /** Local stack only: the secret's JSON value itself. */
  secrets: 'STRIPE_SECRETS',
} as const;

export interface StripeKeys {
  liveSecretKey: string;
  testSecretKey: string;
  liveWebhookSecret: string;
  testWebhookSecret: string;
  /**
   * Signing secrets of the Connect webhook endpoint (events about connected accounts). Locally
   * part of this JSON; on AWS they live in a secret of their own (infra/stripe-connect.ts), and
   * values here are accepted as well.
   */
  liveConnectWebhookSecret: string;
  testConnectWebhookSecret: string;
}

/** A client per mode, rebuilt when the key it was made with changes. */
const clients = new Map<PaymentMode, { key: string; client: Stripe }>();
function toKeys(value: Record<string, unknown>): StripeKeys {
  const text = (name: keyof StripeKeys) =>
    typeof value[name] === 'string' ? (value[name] as string).trim() : '';
  return {
    liveSecretKey: text('liveSecretKey'),
    testSecretKey: text('testSecretKey'),
    liveWebhookSecret: text('liveWebhookSecret'),
    testWebhookSecret: text('testWebhookSecret'),
    liveConnectWebhookSecret: text('liveConnectWebhookSecret'),
    testConnectWebhookSecret: text('testConnectWebhookSecret'),
  };
}

function secretArn(): string | undefined {
  return process.env[STRIPE_ENV.secretArn] || undefined;
}

/**
 * The Stripe keys: on AWS from the secret, cached for a few minutes (secrets.ts), so a rolled
 * key is in use within minutes without a cold start; locally from STRIPE_SECRETS.
 */
export async function stripeKeys(): Promise<StripeKeys> {
  const local = process.env[STRIPE_ENV.secrets];
  if (local) return toKeys(JSON.parse(local) as Record<string, unknown>);
  const arn = secretArn();
  if (!arn) throw new Error(`Missing environment variable ${STRIPE_ENV.secretArn}`);
  return toKeys(await secretJson(arn));
}

/** Forgets the cached keys and clients: the next call reads the secret again. */
export function forgetStripeKeys(): void {
  const arn = secretArn();
  if (arn) forgetSecret(arn);
  clients.clear();
}

/** The mode a caller with this role pays in (undefined role: a guest). */
export function paymentModeFor(role: Role | undefined): PaymentMode {
  return modeFor(configuredStripeMode(), role);
}

function localEndpoint(): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  const endpoint = config().endpoints.stripe;
  if (!endpoint) return {};
  const url = new URL(endpoint);
  return {
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
  };
}

function buildClient(key: string): Stripe {
  const client = new Stripe(key, {
    ...localEndpoint(),
    maxNetworkRetries: 2,
    timeout: 10_000,
    telemetry: false,
  });
  // Stripe refuses a key that was rolled: drop it, so the next call reads the secret again
  // instead of failing until the container is recycled.
  client.on('response', (response: Stripe.ResponseEvent) => {
    if (response.status === 401) forgetStripeKeys();
  });
  return client;
}

/** The client's resources the bundled SDK keeps (see stripe-resources.ts). */
export type StripeClient = Pick<Stripe, BundledStripeResource>;

/** One SDK client per mode and key. */
export async function stripeClient(mode: PaymentMode): Promise<StripeClient> {
  const keys = await stripeKeys();
  const key = mode === 'live' ? keys.liveSecretKey : keys.testSecretKey;
  if (!key) throw new Error(`The Stripe ${mode} secret key is not configured`);
  const cached = clients.get(mode);
  if (cached?.key === key) return cached.client;
  const client = buildClient(key);
  clients.set(mode, { key, client });
  return client;
}

/**
 * Verifies a webhook delivery against the live, then the test signing secret (one endpoint
 * serves both modes). Throws when neither matches or the timestamp is outside the tolerance.
 */
export async function constructWebhookEvent(
  rawBody: string,
  signature: string,
): Promise<Stripe.Event> {
  return verifyWebhookSignature(
    {
      readSecrets: async () => {
        const keys = await stripeKeys();
        return [keys.liveWebhookSecret, keys.testWebhookSecret].filter(Boolean);
      },
      secretArn: secretArn(),
      missing: 'No webhook signing secret is configured',
    },
    rawBody,
    signature,
  );
}

/** Tests change keys and endpoints between cases. */
export function resetStripeClients(): void {
  forgetStripeKeys();
}

export type { Stripe };
