import { routesOfGroup, type FunctionGroup } from '../routes';
import type { ApiHandler, LambdaEntry } from './define-handler';
import { errorBody } from './responses';

/**
 * The Lambda entry of one function group: dispatches on API Gateway's routeKey to the handler
 * defined for that route. A group that lacks a handler for one of its routes, or carries one
 * for another group's route, fails at cold start (and in the unit tests), not on a request.
 */
export function groupEntry(
  group: FunctionGroup,
  handlers: Record<string, ApiHandler>,
): LambdaEntry {
  const byRouteKey = new Map<string, ApiHandler>();
  for (const handler of Object.values(handlers)) byRouteKey.set(handler.routeKey, handler);
  const expected = routesOfGroup(group).map((route) => route.key);
  for (const key of expected) {
    if (!byRouteKey.has(key)) throw new Error(`Group ${group} has no handler for ${key}`);
  }
  for (const key of byRouteKey.keys()) {
    if (!expected.includes(key)) throw new Error(`${key} is not a route of ${group}`);
  }
  return async (event, context) => {
    const handler = byRouteKey.get(event.routeKey);
    if (!handler) return errorBody(404, 'Not found');
    return handler(event, context);
  };
}
