import { log } from '../../infra/logger';
import { flushMetrics } from '../../infra/metrics';
import type { ApiMiddleware } from './api-context';

/**
 * One access-log line per request (route, status and duration; no headers, no bodies), then the
 * invocation's metrics are flushed.
 */
export function requestLog(): ApiMiddleware {
  const write: NonNullable<ApiMiddleware['after']> = (request) => {
    const state = request.context.api;
    log('info', 'request', {
      requestId: state?.requestId,
      routeKey: request.event.routeKey,
      status: request.response?.statusCode,
      durationMs: state ? Date.now() - state.startedAt : undefined,
      userId: state?.caller?.userId,
    });
    flushMetrics();
  };
  return { after: write, onError: write };
}
