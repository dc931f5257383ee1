/**
 * X-Ray tracing with Powertools. On AWS every function runs with active tracing (set by the
 * stack); there the handler gets its own subsegment and the AWS SDK clients are captured, so a
 * slow DynamoDB or SES call shows in the trace. Locally and in the tests there is no X-Ray
 * daemon: no tracer at all whenever we do not run inside Lambda or an emulator endpoint is
 * configured.
 *
 * "No tracer" rather than a disabled one: loading Powertools' tracer loads the X-Ray SDK, whose
 * context library (cls-hooked) enables a process-wide async hook with a destroy callback as it
 * loads, tracing or not. Every promise of the process is then tracked until it is collected,
 * which the local API server, the bench and the suites paid for on every request (a slower,
 * longer tail under concurrency). So the tracer's module is only required on Lambda.
 */
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type * as TracerModule from '@aws-lambda-powertools/tracer';
import { ENV } from './config';
import { OBSERVABILITY_ENV, SERVICE_NAME } from './observability-names';

function insideLambda(): boolean {
  const onLambda = Boolean(process.env.AWS_LAMBDA_FUNCTION_NAME && process.env.AWS_EXECUTION_ENV);
  const local = Boolean(process.env[ENV.dynamodbEndpoint] || process.env[ENV.sesEndpoint]);
  return onLambda && !local;
}

function lambdaTracer(): TracerModule.Tracer {
  // A require, not an import: an import would load the X-Ray SDK (and its hook) everywhere.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { Tracer } = require('@aws-lambda-powertools/tracer') as typeof TracerModule;
  return new Tracer({
    serviceName: process.env[OBSERVABILITY_ENV.serviceName] ?? SERVICE_NAME,
    enabled: true,
    // Outgoing HTTPS calls (Stripe) appear as subsegments with host and status only.
    captureHTTPsRequests: true,
  });
}

/** The tracer on Lambda; undefined everywhere else. */
export const tracer: TracerModule.Tracer | undefined = insideLambda() ? lambdaTracer() : undefined;

/** Wraps an AWS SDK v3 client so its calls appear as subsegments (unchanged when tracing is off). */
export function traced<T>(client: T): T {
  return tracer?.isTracingEnabled() ? tracer.captureAWSv3Client(client) : client;
}

/**
 * The middlewares that give each API invocation its subsegment: none when tracing is off. The
 * answer is never copied into the trace (it may hold presigned URLs and personal data).
 */
export function traceInvocation(): ReturnType<typeof captureLambdaHandler>[] {
  return tracer ? [captureLambdaHandler(tracer, { captureResponse: false })] : [];
}

/**
 * Runs one invocation in its own `## {name}` subsegment with the cold-start annotation; a plain
 * call when tracing is off. The answer is never copied into the trace (it may hold presigned
 * URLs and personal data).
 */
export async function withTrace<T>(name: string, work: () => Promise<T>): Promise<T> {
  if (!tracer?.isTracingEnabled()) return work();
  const parent = tracer.getSegment();
  const segment = parent?.addNewSubsegment(`## ${name}`);
  if (segment) tracer.setSegment(segment);
  tracer.annotateColdStart();
  tracer.addServiceNameAnnotation();
  try {
    return await work();
  } catch (error) {
    if (error instanceof Error) segment?.addError(error);
    throw error;
  } finally {
    segment?.close();
    if (parent) tracer.setSegment(parent);
  }
}
