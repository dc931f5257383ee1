import type {
  APIGatewayProxyEventV2,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';
import type { Profile } from '../repositories/user-repository';
import type { Role } from '../rules/roles';

export type ApiEvent = APIGatewayProxyEventV2;
export type ApiResult = APIGatewayProxyStructuredResultV2;

/** The authenticated caller, resolved from a verified Cognito access token. */
export interface Caller {
  userId: string;
  email: string;
  role: Role;
  /** The verified access token, for Cognito calls made on the caller's behalf (GetUser). */
  accessToken: string;
  /** The profile the authentication already read; undefined before the first GET /api/me. */
  profile: Profile | undefined;
}

/** What the middlewares add to the event before the handler runs. */
export interface ApiRequest<Body = unknown, Query = unknown> {
  event: ApiEvent;
  context: Context;
  body: Body;
  query: Query;
  pathParameters: Record<string, string | undefined>;
  caller: Caller | undefined;
  requestId: string;
}
