/**
 * The shape of one route-table entry, shared by every group's route file (lambdas/routes/
 * {group}.ts) and the assembled table (lambdas/routes/index.ts). Imports nothing but zod's types
 * and the access rules, so the CDK app and the web's type-checker can read it.
 */
import type { z } from 'zod';
import type { RouteAccess, RouteOutcomes } from './access';

/** OPTIONS only for the CORS preflights of the n8n template library (answered by its group). */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

/**
 * `public-cacheable`: CloudFront may cache the answer for anonymous callers (the handler still
 * answers `private, no-store` to a signed-in caller). `no-store`: never cached.
 */
export type RouteCaching = 'public-cacheable' | 'no-store';

/**
 * The function groups: one Lambda each (lambdas/functions/{group}.ts), one route file each
 * (lambdas/routes/{group}.ts), and the same name for its handlers, services and contracts.
 */
export const FUNCTION_GROUPS = [
  'catalogue',
  'interest',
  'account',
  'auth',
  'checkout',
  'webhook',
  'downloads',
  'my-account',
  'manage',
  'manage-files',
  'admin',
  'sales',
  'n8n-library',
  'payouts',
  'discounts',
  'orders',
  'search',
  'storefronts',
  'reviews',
  'bundles',
] as const;
export type FunctionGroup = (typeof FUNCTION_GROUPS)[number];

/** One entry of the table. `response` is a type marker only (undefined at run time). */
export interface RouteSpec {
  group: FunctionGroup;
  access: RouteAccess;
  /** What each kind of caller gets (the authorisation matrix); see lambdas/routes/access.ts. */
  outcomes: RouteOutcomes;
  caching?: RouteCaching;
  /** Path parameters; when absent every `{name}` of the path is checked with pathParamSchema. */
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Largest accepted body in bytes (413 above it); DEFAULT_MAX_BODY_BYTES when absent. */
  maxBodyBytes?: number;
  response: unknown;
}

/** Every JSON body the shop takes is small; 256 KiB leaves room for long descriptions. */
export const DEFAULT_MAX_BODY_BYTES = 256 * 1024;

/** The type of a route's answer, carried by the table without any run-time value. */
export const responds = <T>(): T => undefined as T;

export function splitRouteKey(key: string): { method: HttpMethod; path: string } {
  const [method, path] = key.split(' ');
  return { method: method as HttpMethod, path: path ?? '' };
}

/** Names of a path's `{placeholders}`, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');
}
