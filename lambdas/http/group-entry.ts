import type { Context } from 'aws-lambda';
import { routeKey, routesOfGroup, type FunctionGroup } from '../routes';
import type { ApiHandler } from './define-handler';
import { errorBody } from './responses';
import type { ApiEvent, ApiResult } from './types';

/**
 * The Lambda entry of one function group: dispatches on API Gateway's routeKey to the handler
 * the route table names. A group that lacks a handler for one of its routes fails at cold start
 * (and in the unit tests), not on the first request.
 */
export function groupEntry(
  group: FunctionGroup,
  handlers: Record<string, ApiHandler>,
): (event: ApiEvent, context: Context) => Promise<ApiResult> {
  const byRouteKey = new Map<string, ApiHandler>();
  for (const route of routesOfGroup(group)) {
    const handler = handlers[route.handler];
    if (!handler) throw new Error(`Group ${group} has no handler ${route.handler}`);
    byRouteKey.set(routeKey(route), handler);
  }
  return async (event, context) => {
    const handler = byRouteKey.get(event.routeKey);
    if (!handler) return errorBody(404, 'Not found');
    return handler(event, context);
  };
}
