/**
 * X-Ray tracing with Powertools. On AWS every function runs with active tracing (set by the
 * stack); here the handler gets its own subsegment and the AWS SDK clients are captured, so a
 * slow DynamoDB or SES call shows in the trace. Locally and in the tests there is no X-Ray
 * daemon: the tracer is off (a no-op) whenever we do not run inside Lambda or an emulator
 * endpoint is configured.
 */
import { Tracer } from '@aws-lambda-powertools/tracer';
import { ENV } from './config';
import { OBSERVABILITY_ENV, SERVICE_NAME } from './observability-names';

function insideLambda(): boolean {
  const onLambda = Boolean(process.env.AWS_LAMBDA_FUNCTION_NAME && process.env.AWS_EXECUTION_ENV);
  const local = Boolean(process.env[ENV.dynamodbEndpoint] || process.env[ENV.sesEndpoint]);
  return onLambda && !local;
}

export const tracer = new Tracer({
  serviceName: process.env[OBSERVABILITY_ENV.serviceName] ?? SERVICE_NAME,
  enabled: insideLambda(),
  // Outgoing HTTPS calls (Stripe) appear as subsegments with host and status only.
  captureHTTPsRequests: insideLambda(),
});

/** Wraps an AWS SDK v3 client so its calls appear as subsegments (unchanged when tracing is off). */
export function traced<T>(client: T): T {
  return tracer.isTracingEnabled() ? tracer.captureAWSv3Client(client) : client;
}

/**
 * Runs one invocation in its own `## {name}` subsegment with the cold-start annotation; a plain
 * call when tracing is off. The answer is never copied into the trace (it may hold presigned
 * URLs and personal data).
 */
export async function withTrace<T>(name: string, work: () => Promise<T>): Promise<T> {
  if (!tracer.isTracingEnabled()) return work();
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
