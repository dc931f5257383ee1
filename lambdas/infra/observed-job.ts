import type { Context, SQSEvent } from 'aws-lambda';
import { startLogContext } from './logger';
import { flushMetrics } from './metrics';
import { CORRELATION_ATTRIBUTE } from './observability-names';
import { withTrace } from './tracing';

type JobHandler<E, R> = (event: E, context: Context) => Promise<R>;

/**
 * The Lambda entry of a background job: its log context (Lambda request id, cold start, the
 * correlation id), an X-Ray subsegment, and its metrics flushed even when the run fails.
 */
export function observedJob<E, R>(
  name: string,
  handler: JobHandler<E, R>,
  correlationOf: (event: E) => string | undefined = () => undefined,
): JobHandler<E, R> {
  return async (event, context) => {
    startLogContext(context, correlationOf(event) ?? context?.awsRequestId ?? name);
    try {
      return await withTrace(name, () => handler(event, context));
    } finally {
      flushMetrics();
    }
  };
}

/**
 * The correlation id the API request that queued these jobs put on them (one per distinct id,
 * comma-separated when a batch mixes requests).
 */
export function sqsCorrelationId(event: SQSEvent): string | undefined {
  const ids = new Set<string>();
  for (const record of event.Records ?? []) {
    const value = record.messageAttributes?.[CORRELATION_ATTRIBUTE]?.stringValue;
    if (value) ids.add(value.slice(0, 128));
  }
  return ids.size ? [...ids].join(',') : undefined;
}
