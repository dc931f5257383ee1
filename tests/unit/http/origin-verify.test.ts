import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { wiredRoute } from '../../support/wired-route';
import { json } from '../../../lambdas/http/responses';
import type { ApiEvent } from '../../../lambdas/http/types';
import { ENV, ORIGIN_VERIFY_HEADER, resetConfigCache } from '../../../lambdas/infra/config';
import { resetSecretsCache } from '../../../lambdas/infra/secrets';

process.env.LOG_LEVEL = 'silent';
const SECRET = 'k'.repeat(48);
const secrets = mockClient(SecretsManagerClient);

const validate = wiredRoute('POST /api/cart/validate', async () => json(200, { ok: true }));

function call(headers: Record<string, string>) {
  const event = {
    version: '2.0',
    routeKey: 'POST /api/cart/validate',
    rawPath: '/api/cart/validate',
    rawQueryString: '',
    headers,
    body: JSON.stringify({ ids: [] }),
    isBase64Encoded: false,
    requestContext: { requestId: 'req-1', http: { method: 'POST', path: '/api/cart/validate' } },
  } as unknown as ApiEvent;
  return validate(event, { awsRequestId: 'aws-1' } as Context);
}

beforeAll(() => {
  Object.assign(process.env, {
    AWS_REGION: 'eu-west-1',
    TABLE_NAME: 'unit',
    FILES_BUCKET: 'unit',
    USER_POOL_ID: 'eu-west-1_unit',
    USER_POOL_CLIENT_ID: 'unit',
    SITE_URL: 'https://shop.test',
  });
  resetConfigCache();
});

afterEach(() => {
  delete process.env[ENV.originSecretArn];
  secrets.reset();
  resetSecretsCache();
});

test('with the origin secret configured, only requests carrying it reach the route', async () => {
  process.env[ENV.originSecretArn] = 'arn:aws:secretsmanager:eu-west-1:1:secret:origin';
  secrets.on(GetSecretValueCommand).resolves({ SecretString: JSON.stringify({ value: SECRET }) });

  const direct = await call({});
  expect(direct.statusCode).toBe(403);
  expect(JSON.parse(direct.body ?? '{}')).toEqual({ error: 'Forbidden' });
  expect((await call({ [ORIGIN_VERIFY_HEADER]: 'k'.repeat(47) + 'x' })).statusCode).toBe(403);

  const viaCloudFront = await call({ [ORIGIN_VERIFY_HEADER]: SECRET });
  expect(viaCloudFront.statusCode).toBe(200);
});

test('without it (the local stack) nothing is checked', async () => {
  expect((await call({})).statusCode).toBe(200);
  expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(0);
});

test('a rotated origin secret is read again on a mismatch, at most once a minute', async () => {
  process.env[ENV.originSecretArn] = 'arn:aws:secretsmanager:eu-west-1:1:secret:origin';
  const rotated = 'r'.repeat(48);
  secrets
    .on(GetSecretValueCommand)
    .resolvesOnce({ SecretString: JSON.stringify({ value: SECRET }) })
    .resolves({ SecretString: JSON.stringify({ value: rotated }) });
  // Only the clock is fake (Powertools' cache reads both `Date.now()` and `new Date()`).
  jest.useFakeTimers({
    now: Date.now(),
    doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'],
  });
  try {
    expect((await call({ [ORIGIN_VERIFY_HEADER]: SECRET })).statusCode).toBe(200);
    // Right after a read a mismatch is just a wrong header: no second read.
    expect((await call({ [ORIGIN_VERIFY_HEADER]: rotated })).statusCode).toBe(403);
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(1);

    jest.setSystemTime(Date.now() + 61_000);
    expect((await call({ [ORIGIN_VERIFY_HEADER]: rotated })).statusCode).toBe(200);
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(2);
    expect((await call({ [ORIGIN_VERIFY_HEADER]: rotated })).statusCode).toBe(200);
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(2);
  } finally {
    jest.useRealTimers();
  }
});
