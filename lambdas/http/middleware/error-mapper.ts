import { DomainError, TooManyRequestsError } from '../../services/shared/errors';
import { describeError, log } from '../../infra/logger';
import { errorBody } from '../responses';
import type { ApiMiddleware } from './api-context';

/**
 * Maps typed domain errors to their status and message. Anything else is a bug: the caller gets
 * a generic 500 with the request id, and the details go to the log only.
 */
export function errorMapper(): ApiMiddleware {
  return {
    onError: (request) => {
      const { error } = request;
      const requestId = request.context.api?.requestId;
      if (error instanceof DomainError) {
        request.response = errorBody(error.status, error.message);
        if (error instanceof TooManyRequestsError && error.retryAfterSeconds !== undefined) {
          request.response.headers = {
            ...request.response.headers,
            'retry-after': String(Math.max(1, Math.ceil(error.retryAfterSeconds))),
          };
        }
        return;
      }
      log('error', 'Unhandled error', {
        requestId,
        routeKey: request.event.routeKey,
        ...describeError(error),
      });
      request.response = errorBody(500, 'Internal server error', requestId);
    },
  };
}
