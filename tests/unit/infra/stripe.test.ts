import { mockClient } from 'aws-sdk-client-mock';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import Stripe from 'stripe';
import {
  STRIPE_ENV,
  configuredStripeMode,
  constructWebhookEvent,
  paymentModeFor,
  stripeClient,
  stripeKeys,
} from '../../../lambdas/infra/stripe';
import { paymentModeFor as rule } from '../../../lambdas/rules/payment-mode';
import { STRIPE_MODE_ENV, STRIPE_SECRET_ARN_ENV } from '../../../lib/constructs/lambda-environment';
import { STRIPE_CONNECT_SECRET_KEYS, STRIPE_SECRET_KEYS } from '../../../lib/constructs/secrets';
import { useUnitEnvironment } from '../../support/unit-env';

const KEYS = {
  liveSecretKey: 'sk_live_unit',
  testSecretKey: 'sk_test_unit',
  liveWebhookSecret: 'whsec_unit_live',
  testWebhookSecret: 'whsec_unit_test',
  liveConnectWebhookSecret: 'whsec_unit_connect_live',
  testConnectWebhookSecret: 'whsec_unit_connect_test',
};

const secretsManager = mockClient(SecretsManagerClient);

useUnitEnvironment();

beforeEach(() => {
  secretsManager.reset();
});

describe('payment mode (spec: test_user always pays in test mode)', () => {
  it.each([
    ['live', 'test_user', 'test'],
    ['live', 'user', 'live'],
    ['live', 'admin', 'live'],
    ['live', 'seller', 'live'],
    ['live', undefined, 'live'],
    ['test', 'user', 'test'],
    ['test', undefined, 'test'],
  ] as const)('configured %s, role %s -> %s', (configured, role, expected) => {
    expect(rule(configured, role)).toBe(expected);
  });

  it('reads STRIPE_MODE, and treats a missing or odd value as test (never real money)', () => {
    process.env[STRIPE_ENV.mode] = 'live';
    expect(paymentModeFor(undefined)).toBe('live');
    expect(paymentModeFor('test_user')).toBe('test');
    process.env[STRIPE_ENV.mode] = 'LIVE';
    expect(configuredStripeMode()).toBe('test');
    delete process.env[STRIPE_ENV.mode];
    expect(paymentModeFor('user')).toBe('test');
  });

  it('uses the environment names and secret keys the CDK stack sets', () => {
    expect(STRIPE_ENV.secretArn).toBe(STRIPE_SECRET_ARN_ENV);
    expect(STRIPE_ENV.mode).toBe(STRIPE_MODE_ENV);
    expect(Object.keys(KEYS).sort()).toEqual(
      [...Object.values(STRIPE_SECRET_KEYS), ...Object.values(STRIPE_CONNECT_SECRET_KEYS)].sort(),
    );
  });
});

describe('Stripe keys and clients', () => {
  it('reads the secret once per container from Secrets Manager', async () => {
    process.env[STRIPE_ENV.secretArn] = 'arn:aws:secretsmanager:us-east-1:1:secret:stripe';
    secretsManager.on(GetSecretValueCommand).resolves({ SecretString: JSON.stringify(KEYS) });
    await expect(stripeKeys()).resolves.toEqual(KEYS);
    await stripeKeys();
    await stripeClient('live');
    await stripeClient('test');
    expect(secretsManager.commandCalls(GetSecretValueCommand)).toHaveLength(1);
    expect(secretsManager.commandCalls(GetSecretValueCommand)[0]?.args[0].input.SecretId).toBe(
      'arn:aws:secretsmanager:us-east-1:1:secret:stripe',
    );
  });

  it('retries a failed secret read on the next call', async () => {
    process.env[STRIPE_ENV.secretArn] = 'arn:stripe';
    secretsManager
      .on(GetSecretValueCommand)
      .rejectsOnce(new Error('throttled'))
      .resolves({ SecretString: JSON.stringify(KEYS) });
    await expect(stripeKeys()).rejects.toThrow('throttled');
    await expect(stripeKeys()).resolves.toEqual(KEYS);
  });

  it('prefers the local STRIPE_SECRETS and never calls Secrets Manager then', async () => {
    process.env[STRIPE_ENV.secrets] = JSON.stringify(KEYS);
    await expect(stripeKeys()).resolves.toEqual(KEYS);
    expect(secretsManager.commandCalls(GetSecretValueCommand)).toHaveLength(0);
  });

  it('memoises one client per mode', async () => {
    process.env[STRIPE_ENV.secrets] = JSON.stringify(KEYS);
    const live = await stripeClient('live');
    expect(await stripeClient('live')).toBe(live);
    expect(await stripeClient('test')).not.toBe(live);
  });

  it('refuses a mode whose key is still empty (secret not filled in yet)', async () => {
    process.env[STRIPE_ENV.secrets] = JSON.stringify({ ...KEYS, liveSecretKey: '' });
    await expect(stripeClient('live')).rejects.toThrow(
      'The Stripe live secret key is not configured',
    );
    await expect(stripeClient('test')).resolves.toBeDefined();
  });
});

describe('webhook signatures', () => {
  const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'ping', livemode: true });

  beforeEach(() => {
    process.env[STRIPE_ENV.secrets] = JSON.stringify(KEYS);
  });

  it('accepts events signed with the live or the test secret', async () => {
    for (const secret of [KEYS.liveWebhookSecret, KEYS.testWebhookSecret]) {
      const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
      await expect(constructWebhookEvent(payload, header)).resolves.toMatchObject({ id: 'evt_1' });
    }
  });

  it('refuses another secret, a changed body and a stale timestamp', async () => {
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    await expect(constructWebhookEvent(payload, forged)).rejects.toThrow();
    const header = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: KEYS.liveWebhookSecret,
    });
    await expect(constructWebhookEvent(payload.replace('ping', 'pong'), header)).rejects.toThrow();
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: KEYS.liveWebhookSecret,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    await expect(constructWebhookEvent(payload, stale)).rejects.toThrow();
  });
});
