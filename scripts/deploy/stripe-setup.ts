import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import Stripe from 'stripe';
import type { EnvironmentConfig } from '../../lib/config';
import { STRIPE_CONNECT_SECRET_KEYS, STRIPE_SECRET_KEYS } from '../../lib/constructs/secrets';
import { CONNECT_WEBHOOK_EVENTS, PAYMENTS_WEBHOOK_EVENTS } from '../../lambdas/rules/stripe-events';
import { Refusal, type Log } from './errors';
import { requiredOutput, type StackOutputs } from './outputs';
import {
  listEndpoints,
  reconcileEndpoint,
  type EndpointResult,
  type EndpointSpec,
  type WebhookEndpointsApi,
} from './stripe-endpoints';
import { readSecretJson, regionOfArn, storedText, writeSecretKeys } from './stripe-secrets';

/**
 * Connects a deployed environment to Stripe with the operator's key (STRIPE_SECRET_KEY, read
 * from the environment only): the payments and the Connect webhook endpoints, each subscribed
 * to exactly the events the code handles, and their signing secrets and the key itself in the
 * stack's secrets. Run once per mode (a live environment also needs its test mode, which
 * `test_user` pays in). A second run with the same key changes nothing. No key or signing
 * secret is ever printed.
 */
export const STRIPE_KEY_ENV = 'STRIPE_SECRET_KEY';

export interface StripeSetupDeps {
  env: Readonly<Record<string, string | undefined>>;
  stripeFor: (key: string) => WebhookEndpointsApi;
  secretsManager: (region: string) => SecretsManagerClient;
  log: Log;
}

export const realStripeFor = (key: string): WebhookEndpointsApi =>
  new Stripe(key, { telemetry: false, maxNetworkRetries: 2, timeout: 20_000 });

export const realSecretsManager = (region: string) => new SecretsManagerClient({ region });

type Mode = 'test' | 'live';

/** The key and the mode it is for, refused (without echoing it) when absent or malformed. */
export function stripeKeyFromEnv(
  env: StripeSetupDeps['env'],
  config: EnvironmentConfig,
): { key: string; mode: Mode } {
  const key = env[STRIPE_KEY_ENV]?.trim() ?? '';
  if (!key) {
    throw new Refusal(
      `Set ${STRIPE_KEY_ENV} to the Stripe account's secret key (sk_test_... for test mode, ` +
        `sk_live_... for live) in this shell, e.g. \`read -rs ${STRIPE_KEY_ENV} && export ` +
        `${STRIPE_KEY_ENV}\`. It is stored in the stack's secret only, never printed.`,
    );
  }
  const mode = /^(?:sk|rk)_(test|live)_[A-Za-z0-9]+$/.exec(key)?.[1] as Mode | undefined;
  if (!mode) {
    throw new Refusal(`${STRIPE_KEY_ENV} is not a Stripe secret key (sk_test_..., sk_live_...).`);
  }
  if (mode === 'live' && config.stripeMode === 'test') {
    throw new Refusal(
      `"${config.envName}" takes payments in test mode (stripeMode test): use a test key ` +
        '(sk_test_...), not a live one.',
    );
  }
  return { key, mode };
}

function refusalFromStripe(error: unknown): Refusal | undefined {
  const status = (error as { statusCode?: number }).statusCode;
  // Stripe's own 401 message quotes part of the key, so it is not passed on.
  if (status === 401) {
    return new Refusal(`Stripe refused ${STRIPE_KEY_ENV} (401): check the key in the Dashboard.`);
  }
  if (status === 403) {
    return new Refusal(
      `${STRIPE_KEY_ENV} may not manage webhook endpoints (403): use the secret key, or a ` +
        'restricted key with write access to Webhook Endpoints.',
    );
  }
  return undefined;
}

function describe(label: string, url: string, result: EndpointResult): string[] {
  const detail = result.changes.length ? ` (${result.changes.join('; ')})` : '';
  return [
    `${label} endpoint ${url}: ${result.action} ${result.id}${detail}`,
    ...result.removed.map(({ id, reason }) => `  deleted ${id}: ${reason}`),
  ];
}

export async function connectStripe(
  config: EnvironmentConfig,
  outputs: StackOutputs,
  file: string,
  deps: StripeSetupDeps,
): Promise<void> {
  const { key, mode } = stripeKeyFromEnv(deps.env, config);
  const output = (name: string) => requiredOutput(outputs, name, file);
  const stripeArn = output('StripeSecretArn');
  const connectArn = output('StripeConnectSecretArn');
  const paymentsSpec: EndpointSpec = {
    name: 'payments',
    url: output('StripeWebhookUrl'),
    connect: false,
    events: PAYMENTS_WEBHOOK_EVENTS,
    environment: config.envName,
    stack: stripeArn,
  };
  const connectSpec: EndpointSpec = {
    name: 'connect',
    url: output('StripeConnectWebhookUrl'),
    connect: true,
    events: CONNECT_WEBHOOK_EVENTS,
    environment: config.envName,
    stack: stripeArn,
  };
  const secretKey = STRIPE_SECRET_KEYS[`${mode}SecretKey` as const];
  const webhookKey = STRIPE_SECRET_KEYS[`${mode}WebhookSecret` as const];
  const connectKey = STRIPE_CONNECT_SECRET_KEYS[`${mode}ConnectWebhookSecret` as const];

  const secrets = deps.secretsManager(regionOfArn(stripeArn));
  const stripeSecret = await readSecretJson(secrets, stripeArn);
  const connectSecret = await readSecretJson(secrets, connectArn);
  const stripe = deps.stripeFor(key);
  let payments: EndpointResult;
  let connect: EndpointResult;
  try {
    const existing = await listEndpoints(stripe);
    payments = await reconcileEndpoint(
      stripe,
      paymentsSpec,
      existing,
      storedText(stripeSecret, webhookKey),
    );
    connect = await reconcileEndpoint(
      stripe,
      connectSpec,
      existing,
      storedText(connectSecret, connectKey),
    );
  } catch (error) {
    throw refusalFromStripe(error) ?? error;
  }

  deps.log(`Stripe, ${mode} mode:`);
  for (const line of describe('payments', paymentsSpec.url, payments)) deps.log(`  ${line}`);
  for (const line of describe('Connect', connectSpec.url, connect)) deps.log(`  ${line}`);
  const written = [
    ...(await writeSecretKeys(secrets, stripeArn, stripeSecret, {
      [secretKey]: key,
      ...(payments.signingSecret && { [webhookKey]: payments.signingSecret }),
    })),
    ...(await writeSecretKeys(secrets, connectArn, connectSecret, {
      ...(connect.signingSecret && { [connectKey]: connect.signingSecret }),
    })),
  ];
  deps.log(
    written.length
      ? `  stored ${written.join(', ')} in the stack's secrets (the functions read them within minutes)`
      : "  the stack's secrets already hold this key and these endpoints' signing secrets",
  );
  const other: Mode = mode === 'live' ? 'test' : 'live';
  const otherMissing = !storedText(stripeSecret, STRIPE_SECRET_KEYS[`${other}SecretKey` as const]);
  if (config.stripeMode === 'live' && otherMissing) {
    deps.log(
      `  next: "${config.envName}" also needs ${other} mode (test_user pays in test mode): ` +
        `run again with the ${other} key in ${STRIPE_KEY_ENV}.`,
    );
  }
}
