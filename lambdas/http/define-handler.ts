import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import type { z } from 'zod';
import type { RouteAccess } from '../routes';
import { apiContext, type ApiContext } from './middleware/api-context';
import { authenticate } from './middleware/authenticate';
import { errorMapper } from './middleware/error-mapper';
import { parseInput } from './middleware/parse-input';
import { requestLog } from './middleware/request-log';
import type { ApiEvent, ApiRequest, ApiResult } from './types';

export interface HandlerDefinition<BodySchema extends z.ZodType, QuerySchema extends z.ZodType> {
  access: RouteAccess;
  body?: BodySchema;
  query?: QuerySchema;
  handle: (request: ApiRequest<z.output<BodySchema>, z.output<QuerySchema>>) => Promise<ApiResult>;
}

export type ApiHandler = (event: ApiEvent, context: Context) => Promise<ApiResult>;

/**
 * Wires one route: request id, access log, error mapping, input validation and authentication,
 * in that order, around a function that only deals with already-checked input.
 */
export function defineHandler<
  BodySchema extends z.ZodType = z.ZodUnknown,
  QuerySchema extends z.ZodType = z.ZodUnknown,
>(definition: HandlerDefinition<BodySchema, QuerySchema>): ApiHandler {
  const wired = middy<ApiEvent, ApiResult, Error, ApiContext>()
    .use(apiContext())
    .use(requestLog())
    .use(errorMapper())
    .use(parseInput({ body: definition.body, query: definition.query }))
    .use(authenticate(definition.access))
    .handler(async (event, context) => {
      const state = context.api;
      return definition.handle({
        event,
        context,
        body: state.body as z.output<BodySchema>,
        query: state.query as z.output<QuerySchema>,
        pathParameters: event.pathParameters ?? {},
        caller: state.caller,
        requestId: state.requestId,
      });
    });
  return (event, context) => wired(event, context as ApiContext);
}
