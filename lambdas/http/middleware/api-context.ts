import type { Context } from 'aws-lambda';
import type { MiddlewareObj } from '@middy/core';
import type { Caller } from '../../services/shared/caller';
import { startLogContext } from '../../infra/logger';
import { clientIp } from '../client-ip';
import type { ApiEvent, ApiResult } from '../types';

/** State the middlewares build up for the handler, kept on the Lambda context. */
export interface ApiState {
  requestId: string;
  /** The viewer's address (see client-ip.ts), for per-client limits. */
  clientIp: string;
  startedAt: number;
  params: Record<string, string>;
  body: unknown;
  query: unknown;
  caller: Caller | undefined;
}

export interface ApiContext extends Context {
  api: ApiState;
}

export type ApiMiddleware = MiddlewareObj<ApiEvent, ApiResult, Error, ApiContext>;

/**
 * First in the chain: gives every request an id (API Gateway's when there is one), which is
 * also the correlation id of every log line it causes, queued jobs included.
 */
export function apiContext(): ApiMiddleware {
  return {
    before: (request) => {
      const requestId =
        request.event.requestContext?.requestId || request.context.awsRequestId || 'local';
      startLogContext(request.context, requestId);
      request.context.api = {
        requestId,
        clientIp: clientIp(request.event),
        startedAt: Date.now(),
        params: {},
        body: undefined,
        query: undefined,
        caller: undefined,
      };
    },
  };
}
