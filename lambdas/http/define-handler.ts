import middy from '@middy/core';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type { Context } from 'aws-lambda';
import { tracer } from '../infra/tracing';
import { ROUTE_TABLE, type RouteKey, type RouteSpec } from '../routes';
import { apiContext, type ApiContext } from './middleware/api-context';
import { authenticate } from './middleware/authenticate';
import { errorMapper } from './middleware/error-mapper';
import { originVerify } from './middleware/origin-verify';
import { parseInput } from './middleware/parse-input';
import { requestLog } from './middleware/request-log';
import type { ApiEvent, ApiRequest, ApiResult } from './types';

/** What API Gateway invokes: a group's Lambda entry, or one route's handler. */
export type LambdaEntry = (event: ApiEvent, context: Context) => Promise<ApiResult>;

/** A wired route handler; it knows its route so the group entry can dispatch to it. */
export type ApiHandler = LambdaEntry & { readonly routeKey: RouteKey };

/**
 * Wires one route of the route table: request id, trace, access log, error mapping, the
 * CloudFront origin check, authentication (access level from the table) and then input
 * validation (the table's schemas), in that order, around a function that only deals with an allowed caller and checked input.
 */
export function defineHandler<K extends RouteKey>(
  key: K,
  handle: (request: ApiRequest<K>) => Promise<ApiResult>,
): ApiHandler {
  const spec: RouteSpec = ROUTE_TABLE[key];
  const wired = middy<ApiEvent, ApiResult, Error, ApiContext>()
    .use(apiContext())
    // An X-Ray subsegment per request on AWS; a no-op locally (no daemon there).
    .use(captureLambdaHandler(tracer, { captureResponse: false }))
    .use(requestLog())
    .use(errorMapper())
    .use(originVerify())
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
      } as unknown as ApiRequest<K>);
    });
  const handler = (event: ApiEvent, context: Context) => wired(event, context as ApiContext);
  return Object.assign(handler, { routeKey: key });
}
