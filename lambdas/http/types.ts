import type {
  APIGatewayProxyEventV2,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';
import type {
  RouteAccess,
  RouteAccessOf,
  RouteBody,
  RouteKey,
  RouteParams,
  RouteQuery,
} from '../routes';
import type { Caller } from '../services/shared/caller';

export type ApiEvent = APIGatewayProxyEventV2;
export type ApiResult = APIGatewayProxyStructuredResultV2;

/** The caller a handler gets: always there on signed-in routes, never on public ones. */
export type CallerFor<Access extends RouteAccess> = Access extends 'signed-in' | 'seller' | 'admin'
  ? Caller
  : Access extends 'optional-auth'
    ? Caller | undefined
    : undefined;

/** What the middlewares hand the handler of route K: checked input and the caller. */
export interface ApiRequest<K extends RouteKey> {
  event: ApiEvent;
  context: Context;
  params: RouteParams<K>;
  query: RouteQuery<K>;
  body: RouteBody<K>;
  caller: CallerFor<RouteAccessOf<K>>;
  requestId: string;
  /** The viewer's address, for per-client rate limits. */
  clientIp: string;
}
