import Stripe from 'stripe';
import type { Role } from '../rules/roles';
import { paymentModeFor as modeFor, type PaymentMode } from '../rules/payment-mode';
import { config } from './config';
import { secretJson } from './secrets';
import { configuredStripeMode, STRIPE_MODE_ENV } from './stripe-mode';

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
}

let keysPromise: Promise<StripeKeys> | undefined;
const clients = new Map<PaymentMode, Promise<Stripe>>();

function toKeys(value: Record<string, unknown>): StripeKeys {
  const text = (name: keyof StripeKeys) =>
    typeof value[name] === 'string' ? (value[name] as string).trim() : '';
  return {
    liveSecretKey: text('liveSecretKey'),
    testSecretKey: text('testSecretKey'),
    liveWebhookSecret: text('liveWebhookSecret'),
    testWebhookSecret: text('testWebhookSecret'),
  };
}

async function loadKeys(): Promise<StripeKeys> {
  const local = process.env[STRIPE_ENV.secrets];
  if (local) return toKeys(JSON.parse(local) as Record<string, unknown>);
  const arn = process.env[STRIPE_ENV.secretArn];
  if (!arn) throw new Error(`Missing environment variable ${STRIPE_ENV.secretArn}`);
  return toKeys(await secretJson(arn));
}

/** The Stripe keys, read once per container (a failed read is retried on the next call). */
export function stripeKeys(): Promise<StripeKeys> {
  if (!keysPromise) {
    keysPromise = loadKeys();
    keysPromise.catch(() => {
      keysPromise = undefined;
    });
  }
  return keysPromise;
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

async function buildClient(mode: PaymentMode): Promise<Stripe> {
  const keys = await stripeKeys();
  const key = mode === 'live' ? keys.liveSecretKey : keys.testSecretKey;
  if (!key) throw new Error(`The Stripe ${mode} secret key is not configured`);
  return new Stripe(key, {
    ...localEndpoint(),
    maxNetworkRetries: 2,
    timeout: 10_000,
    telemetry: false,
  });
}

/** One SDK client per mode and container. */
export function stripeClient(mode: PaymentMode): Promise<Stripe> {
  let pending = clients.get(mode);
  if (!pending) {
    pending = buildClient(mode);
    clients.set(mode, pending);
    pending.catch(() => clients.delete(mode));
  }
  return pending;
}

/**
 * Verifies a webhook delivery against the live, then the test signing secret (one endpoint
 * serves both modes). Throws when neither matches or the timestamp is outside the tolerance.
 */
export async function constructWebhookEvent(
  rawBody: string,
  signature: string,
): Promise<Stripe.Event> {
  const keys = await stripeKeys();
  const secrets = [keys.liveWebhookSecret, keys.testWebhookSecret].filter(Boolean);
  let lastError: unknown = new Error('No webhook signing secret is configured');
  for (const secret of secrets) {
    try {
      return Stripe.webhooks.constructEvent(rawBody, signature, secret);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/** Tests change keys and endpoints between cases. */
export function resetStripeClients(): void {
  keysPromise = undefined;
  clients.clear();
}

export type { Stripe };
