import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { mockClient } from 'aws-sdk-client-mock';
import {
  GetSecretValueCommand,
  PutSecretValueCommand,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import type Stripe from 'stripe';
import { startLocalStripe, type LocalStripeHarness } from '../local/local-stripe-harness';
import { args, harness, stackOutputs } from './deploy-support';

/**
 * What the `npm run deploy -- stripe` tests share: the in-process local Stripe server, a mocked
 * Secrets Manager holding the stacks' secrets, and a freshly deployed stack per call.
 */
export const secretsManager = mockClient(SecretsManagerClient);
// Live bindings: the tests read the harness, the stored secrets and the last site as the hooks
// below set them.
export let local: LocalStripeHarness;
export let secrets: Record<string, Record<string, string>>;
export let site = 0;

export const KEY = 'sk_test_deployToolUnit';

/** Registers the local Stripe server and a fresh mocked Secrets Manager per test. */
export function useStripeSetup(): void {
  beforeAll(async () => {
    local = await startLocalStripe();
  });
  afterAll(() => local.close());
  beforeEach(resetSecrets);
}

function resetSecrets() {
  secretsManager.reset();
  secrets = {};
  secretsManager.on(GetSecretValueCommand).callsFake((input: { SecretId: string }) => ({
    SecretString: JSON.stringify(
      secrets[input.SecretId] ?? { testSecretKey: '', testWebhookSecret: '', placeholder: 'p' },
    ),
  }));
  secretsManager
    .on(PutSecretValueCommand)
    .callsFake((input: { SecretId: string; SecretString: string }) => {
      secrets[input.SecretId] = JSON.parse(input.SecretString) as Record<string, string>;
      return {};
    });
}

/** A freshly deployed stack (its own site URL and secrets) with the outputs file of its deploy. */
export function deployed(
  options: { env?: string; key?: string; siteUrl?: string; stack?: string } = {},
) {
  site += 1;
  const siteUrl = options.siteUrl ?? `https://shop-${site}.unit.test`;
  const stack = options.stack ?? `stack${site}`;
  const stripeCalls: string[] = [];
  const setup = harness({
    env: { STRIPE_SECRET_KEY: options.key ?? KEY },
    stripeFor: (key) => {
      const client = local.client(key);
      for (const method of ['create', 'update', 'del'] as const) {
        const original = client.webhookEndpoints[method].bind(client.webhookEndpoints);
        jest.spyOn(client.webhookEndpoints, method).mockImplementation(((...call: unknown[]) => {
          stripeCalls.push(method);
          return (original as (...a: unknown[]) => unknown)(...call);
        }) as never);
      }
      return client;
    },
  });
  const stackName = `automation-marketplace-${options.env ?? 'dev'}`;
  mkdirSync(setup.outputsDir, { recursive: true });
  writeFileSync(
    path.join(setup.outputsDir, `${options.env ?? 'dev'}.outputs.json`),
    JSON.stringify({ [stackName]: stackOutputs(siteUrl, stack) }),
  );
  const out = stackOutputs(siteUrl, stack);
  return { ...setup, siteUrl, stripeCalls, out };
}

export const stripeCommand = (env = 'dev', extra = {}) =>
  args({ command: 'stripe', env, ...extra });

export async function endpointsAt(url: string, key = KEY): Promise<Stripe.WebhookEndpoint[]> {
  const all = await local.client(key).webhookEndpoints.list({ limit: 100 }).autoPagingToArray({
    limit: 1000,
  });
  return all.filter((endpoint) => endpoint.url === url);
}

export function printedSecrets(lines: string[], values: string[]): string[] {
  const text = lines.join('\n');
  return [
    ...values.filter((value) => value && text.includes(value)),
    ...(text.match(/whsec_\w+|sk_(test|live)_\w+/g) ?? []),
  ];
}
