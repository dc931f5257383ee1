/**
 * The route table: the single source of truth for the HTTP API. Each entry is declared once, in
 * its function group's file (`lambdas/routes/{group}.ts`), keyed by its API Gateway route key
 * (`METHOD /path`), with its function group, access level, caching and the zod schemas of its
 * path parameters, query string and body, plus the type of its answer. This module assembles
 * them into one typed `ROUTE_TABLE`. The CDK stack makes one API Gateway route per entry and one
 * Lambda per function group; the local API server dispatches with the same entries;
 * `defineHandler` reads access and schemas from here; the web client is typed from it
 * (`web/src/lib/api-client.ts`).
 *
 * Adding a route is one entry in its group's file plus its handler
 * (`defineHandler('METHOD /path', ...)`) registered in the group's entry file
 * (`lambdas/functions/{group}.ts`). Every entry states what each kind of caller gets from it
 * (`outcomes`, usually `BY_ACCESS`; see lambdas/routes/access.ts), which the authorisation
 * matrix suite checks.
 *
 * These modules import contracts only (zod schemas and types), never handlers, so the CDK app
 * and the web's type-checker can read them without the server code.
 */
import type { z } from 'zod';
import { accountRoutes } from './account';
import { adminRoutes } from './admin';
import { authRoutes } from './auth';
import { bundlesRoutes } from './bundles';
import { catalogueRoutes } from './catalogue';
import { checkoutRoutes } from './checkout';
import { discountsRoutes } from './discounts';
import { downloadsRoutes } from './downloads';
import { interestRoutes } from './interest';
import { manageRoutes } from './manage';
import { manageFilesRoutes } from './manage-files';
import { myAccountRoutes } from './my-account';
import { n8nLibraryRoutes } from './n8n-library';
import { ordersRoutes } from './orders';
import { payoutsRoutes } from './payouts';
import { reviewsRoutes } from './reviews';
import { salesRoutes } from './sales';
import { searchRoutes } from './search';
import { storefrontsRoutes } from './storefronts';
import { webhookRoutes } from './webhook';
import {
  splitRouteKey,
  type FunctionGroup,
  type HttpMethod,
  type RouteCaching,
  type RouteSpec,
} from './route-spec';
import type { RouteAccess } from './access';

export type { RouteAccess } from './access';
export {
  DEFAULT_MAX_BODY_BYTES,
  FUNCTION_GROUPS,
  pathParamNames,
  splitRouteKey,
  type FunctionGroup,
  type HttpMethod,
  type RouteCaching,
  type RouteSpec,
} from './route-spec';

/**
 * Each group's routes, under its name: every group has its file, and every entry of a group's
 * file names that group.
 */
export const ROUTES_BY_GROUP = {
  catalogue: catalogueRoutes,
  interest: interestRoutes,
  account: accountRoutes,
  auth: authRoutes,
  checkout: checkoutRoutes,
  webhook: webhookRoutes,
  downloads: downloadsRoutes,
  'my-account': myAccountRoutes,
  manage: manageRoutes,
  'manage-files': manageFilesRoutes,
  admin: adminRoutes,
  sales: salesRoutes,
  'n8n-library': n8nLibraryRoutes,
  payouts: payoutsRoutes,
  discounts: discountsRoutes,
  orders: ordersRoutes,
  search: searchRoutes,
  storefronts: storefrontsRoutes,
  reviews: reviewsRoutes,
  bundles: bundlesRoutes,
} as const satisfies { [G in FunctionGroup]: Record<string, RouteSpec & { group: G }> };

export const ROUTE_TABLE = {
  ...catalogueRoutes,
  ...interestRoutes,
  ...accountRoutes,
  ...authRoutes,
  ...checkoutRoutes,
  ...webhookRoutes,
  ...downloadsRoutes,
  ...myAccountRoutes,
  ...manageRoutes,
  ...manageFilesRoutes,
  ...adminRoutes,
  ...salesRoutes,
  ...n8nLibraryRoutes,
  ...payoutsRoutes,
  ...discountsRoutes,
  ...ordersRoutes,
  ...searchRoutes,
  ...storefrontsRoutes,
  ...reviewsRoutes,
  ...bundlesRoutes,
} as const satisfies Record<string, RouteSpec>;

type RouteKeyOfGroup<G extends FunctionGroup> = keyof (typeof ROUTES_BY_GROUP)[G];
/** Route keys declared by two groups (a spread would silently keep only the last). */
type DeclaredTwice = {
  [G in FunctionGroup]: {
    [Other in Exclude<FunctionGroup, G>]: RouteKeyOfGroup<G> & RouteKeyOfGroup<Other>;
  }[Exclude<FunctionGroup, G>];
}[FunctionGroup];
/** Route keys of a group's file that the spread above leaves out. */
type MissingFromTable = Exclude<
  { [G in FunctionGroup]: RouteKeyOfGroup<G> }[FunctionGroup],
  keyof typeof ROUTE_TABLE
>;
/** Fails type-checking, naming the keys, when a route is declared twice or left out. */
const tableIsComplete: [DeclaredTwice | MissingFromTable] extends [never]
  ? true
  : { declaredTwice: DeclaredTwice; missingFromTable: MissingFromTable } = true;
void tableIsComplete;

/** Route keys declared in more than one group's file (the table keeps only one of each). */
export function routesDeclaredTwice(
  byGroup: Record<string, Record<string, unknown>> = ROUTES_BY_GROUP,
): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const routes of Object.values(byGroup)) {
    for (const key of Object.keys(routes)) (seen.has(key) ? twice : seen).add(key);
  }
  return [...twice].sort();
}

export type RouteTable = typeof ROUTE_TABLE;
export type RouteKey = keyof RouteTable;

/** `{id}` and `{fileId}` of `/api/products/{id}/files/{fileId}`. */
export type PathParamNames<Path extends string> =
  Path extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamNames<Rest> : never;

type PathOf<Key extends string> = Key extends `${string} ${infer Path}` ? Path : never;
type SchemaOutput<S> = S extends z.ZodType ? z.output<S> : undefined;
type SchemaInput<S> = S extends z.ZodType ? z.input<S> : undefined;
type Field<K extends RouteKey, F extends string> = F extends keyof RouteTable[K]
  ? RouteTable[K][F]
  : undefined;

/** Path parameters of a route, by name. */
export type RouteParams<K extends RouteKey> = Record<PathParamNames<PathOf<K>>, string>;
/** Validated query and body as the handler receives them. */
export type RouteQuery<K extends RouteKey> = SchemaOutput<Field<K, 'query'>>;
export type RouteBody<K extends RouteKey> = SchemaOutput<Field<K, 'body'>>;
/** Query and body as a client sends them. */
export type RouteQueryInput<K extends RouteKey> = SchemaInput<Field<K, 'query'>>;
export type RouteBodyInput<K extends RouteKey> = SchemaInput<Field<K, 'body'>>;
export type RouteResponse<K extends RouteKey> = RouteTable[K]['response'];
export type RouteAccessOf<K extends RouteKey> = RouteTable[K]['access'];

/** The flat view of one entry that the CDK stack, the local server and the tests read. */
export interface RouteDefinition {
  /** `METHOD /path`, as API Gateway names the route. */
  key: string;
  method: HttpMethod;
  /** API Gateway path syntax: `/api/products/{id}`. */
  path: string;
  group: FunctionGroup;
  access: RouteAccess;
  caching: RouteCaching;
  /** The query string parameters the route reads (CloudFront keys its cache on these only). */
  queryNames?: readonly string[];
}

/** Keys of a route's query schema: every query schema is a zod object. */
function queryNamesOf(key: string, query: z.ZodType | undefined): string[] {
  if (!query) return [];
  const shape = (query as { shape?: Record<string, unknown> }).shape;
  if (!shape) throw new Error(`${key}: the query schema is not an object`);
  return Object.keys(shape).sort();
}

export const ROUTES: readonly RouteDefinition[] = (
  Object.entries(ROUTE_TABLE) as [RouteKey, RouteSpec][]
).map(([key, spec]) => ({
  key,
  ...splitRouteKey(key),
  group: spec.group,
  access: spec.access,
  caching: spec.caching ?? 'no-store',
  queryNames: queryNamesOf(key, spec.query),
}));

export function routeKey(route: Pick<RouteDefinition, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

export function routesOfGroup(group: FunctionGroup): RouteDefinition[] {
  return ROUTES.filter((route) => route.group === group);
}
