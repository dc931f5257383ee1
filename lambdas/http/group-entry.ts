import type { FunctionGroup, RouteSpec } from '../routes/route-spec';
import { wireRoute, type AnyRouteHandler, type LambdaEntry } from './define-handler';
import { errorBody } from './responses';

/**
 * The Lambda entry of one function group: wires each handler with the group's own route specs
 * (lambdas/routes/{group}.ts, so the bundle carries only this group's schemas) and dispatches on
 * API Gateway's routeKey. A group that lacks a handler for one of its routes, carries one for
 * another group's route, or is given another group's routes fails at cold start (and in the
 * unit tests), not on a request.
 */
export function groupEntry(
  group: FunctionGroup,
  routes: Readonly<Record<string, RouteSpec>>,
  handlers: Record<string, AnyRouteHandler>,
): LambdaEntry {
  const byRouteKey = new Map<string, AnyRouteHandler>();
  for (const handler of Object.values(handlers)) byRouteKey.set(handler.routeKey, handler);
  for (const [key, spec] of Object.entries(routes)) {
    if (spec.group !== group) throw new Error(`${key} is a route of ${spec.group}, not ${group}`);
    if (!byRouteKey.has(key)) throw new Error(`Group ${group} has no handler for ${key}`);
  }
  const entries = new Map<string, LambdaEntry>();
  for (const [key, handler] of byRouteKey) {
    const spec = routes[key];
    if (!spec) throw new Error(`${key} is not a route of ${group}`);
    entries.set(key, wireRoute(handler.routeKey, spec, handler));
  }
  return async (event, context) => {
    const entry = entries.get(event.routeKey);
    if (!entry) return errorBody(404, 'Not found');
    return entry(event, context);
  };
}
