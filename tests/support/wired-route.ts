import {
  defineHandler,
  wireRoute,
  type AnyRouteHandler,
  type LambdaEntry,
} from '../../lambdas/http/define-handler';
import type { ApiRequest, ApiResult } from '../../lambdas/http/types';
import { ROUTE_TABLE, type RouteKey } from '../../lambdas/routes';

/** One route's handler wired with its spec from the route table, as its group's entry does. */
export function wiredRoute<K extends RouteKey>(
  key: K,
  handle: (request: ApiRequest<K>) => Promise<ApiResult>,
): LambdaEntry {
  return wireRoute(key, ROUTE_TABLE[key], defineHandler(key, handle) as AnyRouteHandler);
}
