import { ENV } from '../../../lambdas/infra/config';
import type * as TracingModule from '../../../lambdas/infra/tracing';

/**
 * The tracer exists on Lambda only: elsewhere (the local API server, the bench, the suites)
 * the X-Ray SDK is never loaded, so its context library's process-wide async hook, which
 * tracks every promise, is never enabled.
 */

/** cls-hooked, which the X-Ray SDK loads, registers its namespaces on `process`. */
function xrayNamespace(): unknown {
  return (process as { namespaces?: Record<string, unknown> }).namespaces?.['AWSXRay'];
}

const saved = { ...process.env };

afterEach(() => {
  process.env = { ...saved };
});

function loadTracing(): typeof TracingModule {
  let loaded: typeof TracingModule | undefined;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    loaded = require('../../../lambdas/infra/tracing') as typeof TracingModule;
  });
  return loaded!;
}

// In this order: once loaded, the X-Ray SDK's namespace stays on `process`.
test('outside Lambda, an API entry is wired without the X-Ray SDK and its async hook', async () => {
  delete process.env.AWS_LAMBDA_FUNCTION_NAME;
  process.env.LOG_LEVEL = 'silent';
  const { handler } = await import('../../../lambdas/functions/catalogue');
  expect(typeof handler).toBe('function');
  const { tracer, traced, traceInvocation } = loadTracing();
  expect(tracer).toBeUndefined();
  const client = { send: () => undefined };
  expect(traced(client)).toBe(client);
  expect(traceInvocation()).toEqual([]);
  expect(xrayNamespace()).toBeUndefined();
});

test('on Lambda, the tracer traces the invocation and the clients', () => {
  Object.assign(process.env, {
    AWS_LAMBDA_FUNCTION_NAME: 'marketplace-catalogue',
    AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs24.x',
  });
  delete process.env[ENV.dynamodbEndpoint];
  delete process.env[ENV.sesEndpoint];
  const { tracer, traceInvocation } = loadTracing();
  expect(tracer?.isTracingEnabled()).toBe(true);
  expect(traceInvocation()).toHaveLength(1);
  expect(typeof traceInvocation()[0]?.before).toBe('function');
  expect(xrayNamespace()).toBeDefined();
});
