/**
 * The route table: the single source of truth for the HTTP API. The CDK stack makes one API
 * Gateway route per entry and one Lambda per function group; the local API server dispatches
 * with the same entries. Adding a route is one line here plus its handler in the group's
 * entry file (`lambdas/functions/{group}.ts`).
 *
 * This module holds data only (no handler imports) so the CDK app can read it without
 * bundling the handlers.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call the route; checked again in the service layer for ownership and entitlement. */
export type RouteAccess = 'public' | 'optional-auth' | 'signed-in' | 'seller' | 'admin' | 'webhook';

/**
 * `public-cacheable`: CloudFront may cache the answer for anonymous callers (the handler still
 * answers `private, no-store` to a signed-in caller). `no-store`: never cached.
 */
export type RouteCaching = 'public-cacheable' | 'no-store';

export const FUNCTION_GROUPS = ['catalogue'] as const;
export type FunctionGroup = (typeof FUNCTION_GROUPS)[number];

export interface RouteDefinition {
  method: HttpMethod;
  /** API Gateway path syntax: `/api/products/{id}`. */
  path: string;
  group: FunctionGroup;
  /** Key of the handler in the group's entry file. */
  handler: string;
  access: RouteAccess;
  caching: RouteCaching;
}

export const ROUTES: readonly RouteDefinition[] = [
  {
    method: 'GET',
    path: '/api/products',
    group: 'catalogue',
    handler: 'listProducts',
    access: 'optional-auth',
    caching: 'public-cacheable',
  },
];

export function routeKey(route: Pick<RouteDefinition, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

export function routesOfGroup(group: FunctionGroup): RouteDefinition[] {
  return ROUTES.filter((route) => route.group === group);
}
