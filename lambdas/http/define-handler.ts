import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { traceInvocation } from '../infra/tracing';
import type { RouteKey, RouteSpec } from '../routes';
import { apiContext, type ApiContext } from './middleware/api-context';
import { authenticate } from './middleware/authenticate';
import { bodyLimit } from './middleware/body-limit';
import { errorMapper } from './middleware/error-mapper';
import { originVerify } from './middleware/origin-verify';
import { parseInput } from './middleware/parse-input';
import { requestLog } from './middleware/request-log';
import type { ApiEvent, ApiRequest, ApiResult } from './types';

/** What API Gateway invokes: a group's Lambda entry, or one wired route. */
export type LambdaEntry = (event: ApiEvent, context: Context) => Promise<ApiResult>;

/** A route's handler: its route key and the function that deals with an allowed caller. */
export interface RouteHandler<K extends RouteKey = RouteKey> {
  readonly routeKey: K;
  readonly handle: (request: ApiRequest<K>) => Promise<ApiResult>;
}

/** Any route's handler, as a group's entry holds them. */
export interface AnyRouteHandler {
  readonly routeKey: RouteKey;
  readonly handle: (request: never) => Promise<ApiResult>;
}

/**
 * Declares the handler of one route of the route table. It is wired (see wireRoute) by its
 * group's entry with the group's own route specs, so a group's bundle carries its own routes'
 * schemas and not the whole table's.
 */
export function defineHandler<K extends RouteKey>(
  key: K,
  handle: (request: ApiRequest<K>) => Promise<ApiResult>,
): RouteHandler<K> {
  return { routeKey: key, handle };
}

/**
 * Wires one route: request id, trace, access log, error mapping, the CloudFront origin check,
 * the body size limit, authentication (the spec's access level) and then input validation (the
 * spec's schemas), in that order, around a function that only deals with an allowed caller and checked input.
 */
export function wireRoute(key: RouteKey, spec: RouteSpec, handler: AnyRouteHandler): LambdaEntry {
  const handle = handler.handle as (request: ApiRequest<RouteKey>) => Promise<ApiResult>;
  const wired = middy<ApiEvent, ApiResult, Error, ApiContext>()
    .use(apiContext())
    // An X-Ray subsegment per request on AWS; nothing locally (no daemon there).
    .use(traceInvocation())
    .use(requestLog())
    .use(errorMapper())
    .use(originVerify())
    .use(bodyLimit(spec))
    .use(authenticate(spec.access))
    .use(parseInput(key, spec))
    .handler(async (event, context) => {
      const state = context.api;
      return handle({
        event,
        context,
        params: state.params,
        query: state.query,
        body: state.body,
        caller: state.caller,
        requestId: state.requestId,
        clientIp: state.clientIp,
      } as unknown as ApiRequest<RouteKey>);
    });
  return (event: ApiEvent, context: Context) => wired(event, context as ApiContext);
}
