import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import Stripe from 'stripe';
import { resetConfigCache } from '../../../lambdas/infra/config';
import { SECRET_TTL_MS, resetSecretsCache } from '../../../lambdas/infra/secrets';
import {
  constructWebhookEvent,
  forgetStripeKeys,
  resetStripeClients,
  stripeClient,
  stripeKeys,
} from '../../../lambdas/infra/stripe';

const ARN = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:stripe-abc';
const secrets = mockClient(SecretsManagerClient);

function secretValue(liveSecretKey: string, liveWebhookSecret = 'whsec_one') {
  return {
    SecretString: JSON.stringify({
      liveSecretKey,
      testSecretKey: 'sk_test_unused',
      liveWebhookSecret,
      testWebhookSecret: '',
    }),
  };
}

/** A stand-in for Stripe's API that accepts one key and answers 401 to any other. */
let acceptedKey = '';
const seenKeys: string[] = [];
const stripeApi = http.createServer((request, response) => {
  const key = (request.headers.authorization ?? '').replace(/^Bearer /, '');
  seenKeys.push(key);
  const ok = key === acceptedKey;
  response.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' });
  response.end(
    JSON.stringify(
      ok
        ? { id: 'cs_test_1', object: 'checkout.session', payment_status: 'paid' }
        : { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } },
    ),
  );
});

let now = 1_700_000_000_000;

/** Moves the clock Powertools' cache reads (both `Date.now()` and `new Date()`). */
function advance(ms: number): void {
  now += ms;
  jest.setSystemTime(now);
}

beforeAll(async () => {
  await new Promise<void>((resolve) => stripeApi.listen(0, '127.0.0.1', resolve));
  Object.assign(process.env, {
    AWS_REGION: 'eu-west-1',
    TABLE_NAME: 'unit',
    FILES_BUCKET: 'unit',
    USER_POOL_ID: 'eu-west-1_unit',
    USER_POOL_CLIENT_ID: 'unit',
    SITE_URL: 'https://shop.test',
    STRIPE_SECRET_ARN: ARN,
    STRIPE_ENDPOINT: `http://127.0.0.1:${(stripeApi.address() as AddressInfo).port}`,
  });
  delete process.env.STRIPE_SECRETS;
  resetConfigCache();
  // Only the clock is fake: the Stripe stand-in and the SDKs keep their real timers.
  jest.useFakeTimers({
    now,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
});

afterAll(async () => {
  jest.useRealTimers();
  await new Promise((resolve) => stripeApi.close(resolve));
});

beforeEach(() => {
  secrets.reset();
  resetSecretsCache();
  resetStripeClients();
  seenKeys.length = 0;
});

test('the keys are cached for a short time, then read again (a rolled key needs no cold start)', async () => {
  secrets
    .on(GetSecretValueCommand)
    .resolvesOnce(secretValue('sk_live_old'))
    .resolves(secretValue('sk_live_new'));

  expect((await stripeKeys()).liveSecretKey).toBe('sk_live_old');
  advance(SECRET_TTL_MS - 1);
  expect((await stripeKeys()).liveSecretKey).toBe('sk_live_old');
  expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(1);

  advance(2);
  expect((await stripeKeys()).liveSecretKey).toBe('sk_live_new');
  expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(2);
});

test('a failed read is not cached', async () => {
  secrets
    .on(GetSecretValueCommand)
    .rejectsOnce(new Error('throttled'))
    .resolves(secretValue('sk_live_ok'));
  await expect(stripeKeys()).rejects.toThrow('throttled');
  expect((await stripeKeys()).liveSecretKey).toBe('sk_live_ok');
});

test('a forgotten secret stays forgotten while reading it again fails', async () => {
  secrets
    .on(GetSecretValueCommand)
    .resolvesOnce(secretValue('sk_live_rolled'))
    .rejectsOnce(new Error('throttled'))
    .resolves(secretValue('sk_live_current'));

  expect((await stripeKeys()).liveSecretKey).toBe('sk_live_rolled');
  forgetStripeKeys();
  await expect(stripeKeys()).rejects.toThrow('throttled');
  // Still within the cache lifetime, yet the refused value is not served again.
  expect((await stripeKeys()).liveSecretKey).toBe('sk_live_current');
  expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(3);
});

test('Stripe refusing the key (401) makes the next call read the secret again', async () => {
  secrets
    .on(GetSecretValueCommand)
    .resolvesOnce(secretValue('sk_live_rolled'))
    .resolves(secretValue('sk_live_current'));
  acceptedKey = 'sk_live_current';

  const stale = await stripeClient('live');
  await expect(stale.checkout.sessions.retrieve('cs_test_1')).rejects.toBeInstanceOf(
    Stripe.errors.StripeAuthenticationError,
  );

  // Well within the cache lifetime, yet the refused key is gone.
  const fresh = await stripeClient('live');
  const session = await fresh.checkout.sessions.retrieve('cs_test_1');
  expect(session.payment_status).toBe('paid');
  expect(seenKeys).toEqual(['sk_live_rolled', 'sk_live_current']);
  expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(2);
});

test('a webhook signed with a rolled signing secret is accepted once the secret is re-read', async () => {
  secrets
    .on(GetSecretValueCommand)
    .resolvesOnce(secretValue('sk_live_x', 'whsec_old'))
    .resolves(secretValue('sk_live_x', 'whsec_new'));
  const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'ping' });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_new' });

  await stripeKeys();
  // A fresh cache is trusted: a mismatch right after a read is a bad signature, no re-read.
  await expect(constructWebhookEvent(payload, signature)).rejects.toThrow();
  expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(1);

  advance(61_000);
  expect((await constructWebhookEvent(payload, signature)).id).toBe('evt_1');
  expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(2);
});
