import type { Context } from 'aws-lambda';
import type * as LoggerModule from '../../../lambdas/infra/logger';

type Logging = typeof LoggerModule;
let describeError: Logging['describeError'];
let log: Logging['log'];
let startLogContext: Logging['startLogContext'];

const inheritedLevel = process.env.LOG_LEVEL;

beforeAll(async () => {
  // As Lambda sets it for on-demand instances: Powertools reports cold starts only then.
  process.env.AWS_LAMBDA_INITIALIZATION_TYPE = 'on-demand';
  // The logger takes its level when it is made: a run whose suites set LOG_LEVEL=silent (the
  // emulator stack's setup) must not silence the lines this file reads.
  delete process.env.LOG_LEVEL;
  ({ describeError, log, startLogContext } = await import('../../../lambdas/infra/logger'));
});

afterAll(() => {
  delete process.env.AWS_LAMBDA_INITIALIZATION_TYPE;
  if (inheritedLevel !== undefined) process.env.LOG_LEVEL = inheritedLevel;
});

const context = {
  awsRequestId: 'lambda-request-1',
  functionName: 'marketplace-checkout',
  functionVersion: '$LATEST',
  invokedFunctionArn: 'arn:aws:lambda:eu-west-1:123456789012:function:marketplace-checkout',
  memoryLimitInMB: '512',
} as Context;

/** The JSON lines the logger writes while `work` runs. */
function linesOf(work: () => void): Record<string, unknown>[] {
  const written: string[] = [];
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown) => {
    written.push(String(chunk));
    return true;
  });
  const spyErr = jest.spyOn(process.stderr, 'write').mockImplementation((chunk: unknown) => {
    written.push(String(chunk));
    return true;
  });
  const level = process.env.LOG_LEVEL;
  delete process.env.LOG_LEVEL;
  try {
    work();
  } finally {
    process.env.LOG_LEVEL = level;
    spy.mockRestore();
    spyErr.mockRestore();
  }
  return written
    .join('')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

test('lines carry the Lambda request id, the cold-start flag and the correlation id', () => {
  const [first, second] = linesOf(() => {
    startLogContext(context, 'api-request-7');
    log('info', 'Order paid', { session: 'cs_live…abc123' });
    startLogContext({ ...context, awsRequestId: 'lambda-request-2' }, 'api-request-8');
    log('warn', 'Second request');
  });
  expect(first).toMatchObject({
    level: 'INFO',
    message: 'Order paid',
    function_request_id: 'lambda-request-1',
    correlation_id: 'api-request-7',
    cold_start: true,
    session: 'cs_live…abc123',
  });
  expect(second).toMatchObject({
    level: 'WARN',
    function_request_id: 'lambda-request-2',
    correlation_id: 'api-request-8',
    cold_start: false,
  });
  expect(second).not.toHaveProperty('session');
});

test('tokens, passwords, e-mail addresses and presigned URLs never reach a line', () => {
  const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
  const presigned =
    'https://files.s3.eu-west-1.amazonaws.com/p/v/f.pdf?X-Amz-Algorithm=AWS4&X-Amz-Signature=abcdef';
  const lines = linesOf(() => {
    startLogContext(context, 'api-request-9');
    log('error', 'Could not mail buyer@example.com', {
      email: 'someone@example.org',
      password: 'Password1',
      accessToken: jwt,
      downloadUrl: presigned,
      detail: `sent ${presigned} with Bearer ${jwt}`,
      ...describeError(new Error('SES refused ana@shop.test: token=abc123')),
      count: 3,
    });
  });
  const text = JSON.stringify(lines);
  for (const secret of [
    '@example.com',
    '@example.org',
    '@shop.test',
    'Password1',
    jwt,
    'X-Amz-Signature',
    'abc123',
  ]) {
    expect(text).not.toContain(secret);
  }
  expect(lines[0]).toMatchObject({ count: 3, correlation_id: 'api-request-9' });
  expect(lines[0]?.['message']).toBe('Could not mail [redacted-email]');
});

test('LOG_LEVEL=silent writes nothing (the test suites)', () => {
  const written: string[] = [];
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown) => {
    written.push(String(chunk));
    return true;
  });
  process.env.LOG_LEVEL = 'silent';
  log('info', 'quiet');
  spy.mockRestore();
  expect(written).toEqual([]);
});
