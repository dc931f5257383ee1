import type http from 'node:http';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { AddressInfo } from 'node:net';
import type * as LoggerModule from '../../../lambdas/infra/logger';
import type * as ServerModule from '../../../scripts/local/api-server/server';
import { useUnitEnvironment } from '../../support/unit-env';

/**
 * The local API server runs many requests at once in one process, where Lambda runs one per
 * container: each request's log lines must carry its own correlation id, never one of a request
 * that started meanwhile.
 */
const dynamo = mockClient(DynamoDBDocumentClient);
useUnitEnvironment({ LOG_LEVEL: 'info' });
beforeEach(() => dynamo.reset());

let server: http.Server;
let base = '';
let logging: typeof LoggerModule;

beforeAll(async () => {
  // The logger takes its level when it is made, which may be before this file's environment
  // applies (the unit environment's helpers import it, and a full run inherits the suites'
  // LOG_LEVEL=silent): set the level these lines need on the logger itself.
  process.env.LOG_LEVEL = 'info';
  logging = await import('../../../lambdas/infra/logger');
  logging.logger.setLogLevel('INFO');
  const { createLocalApiServer } =
    (await import('../../../scripts/local/api-server/server')) as typeof ServerModule;
  const { FUNCTIONS } = await import('../../../scripts/local/api-server/functions');
  server = createLocalApiServer(FUNCTIONS);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** The JSON lines written while `work` runs. */
async function linesOf(work: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
  const written: string[] = [];
  const capture = (chunk: unknown) => {
    written.push(String(chunk));
    return true;
  };
  const out = jest.spyOn(process.stdout, 'write').mockImplementation(capture);
  const err = jest.spyOn(process.stderr, 'write').mockImplementation(capture);
  try {
    await work();
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
  return written
    .join('')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

it('writes each of concurrent requests with its own correlation id', async () => {
  // DynamoDB answers only once every request is waiting for it, so all of them have started
  // (and set their log context) before any of them writes its access line.
  const REQUESTS = 6;
  let waiting = 0;
  let release: () => void = () => undefined;
  const everyoneWaiting = new Promise<void>((resolve) => (release = resolve));
  dynamo.onAnyCommand().callsFake(async () => {
    waiting += 1;
    if (waiting >= REQUESTS) release();
    await everyoneWaiting;
    return { Items: [] };
  });
  const lines = await linesOf(() =>
    Promise.all(
      Array.from({ length: REQUESTS }, async () => {
        const response = await fetch(`${base}/api/products`);
        expect(response.status).toBe(200);
      }),
    ),
  );
  const accessLines = lines.filter((line) => line['message'] === 'request');
  expect(accessLines).toHaveLength(REQUESTS);
  expect(new Set(accessLines.map((line) => line['requestId'])).size).toBe(REQUESTS);
  for (const line of accessLines) {
    expect([line['requestId'], line['correlation_id']]).toEqual([
      line['requestId'],
      line['requestId'],
    ]);
  }
});

it('keeps two interleaved invocations apart, and the correlation id each forwards', async () => {
  const { log, startLogContext, currentCorrelationId, withOwnLogContext } = logging;
  let secondStarted: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (secondStarted = resolve));
  const forwarded: (string | undefined)[] = [];
  const lines = await linesOf(() =>
    Promise.all([
      withOwnLogContext(async () => {
        startLogContext(undefined, 'request-a');
        await started;
        forwarded.push(currentCorrelationId());
        log('info', 'first');
      }),
      withOwnLogContext(async () => {
        startLogContext(undefined, 'request-b');
        secondStarted();
        await Promise.resolve();
        log('info', 'second');
      }),
    ]),
  );
  expect(lines.map((line) => [line['message'], line['correlation_id']])).toEqual(
    expect.arrayContaining([
      ['first', 'request-a'],
      ['second', 'request-b'],
    ]),
  );
  expect(forwarded).toEqual(['request-a']);
});
