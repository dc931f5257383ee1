import { randomBytes } from 'node:crypto';
import type { Context } from 'aws-lambda';
import type { ApiEvent, ApiResult } from '../../lambdas/http/types';

/** A payload-2.0 event as API Gateway sends it, for calling a Lambda entry in-process. */
export function apiEvent(
  routeKey: string,
  options: {
    token?: string;
    body?: unknown;
    query?: Record<string, string>;
    pathParameters?: Record<string, string>;
    /** The caller's address; by default a fresh one per event, so per-client limits stay out of the way. */
    sourceIp?: string;
    headers?: Record<string, string>;
  } = {},
): ApiEvent {
  const [method = 'GET', path = '/'] = routeKey.split(' ');
  return {
    version: '2.0',
    routeKey,
    rawPath: path,
    rawQueryString: new URLSearchParams(options.query ?? {}).toString(),
    headers: {
      ...options.headers,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    queryStringParameters: options.query,
    pathParameters: options.pathParameters,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    isBase64Encoded: false,
    requestContext: {
      requestId: `test-${Date.now()}`,
      http: { method, path, sourceIp: options.sourceIp ?? uniqueTestIp() },
    },
  } as ApiEvent;
}

/** An address of the IPv6 documentation range, different every call. */
export function uniqueTestIp(): string {
  return `2001:db8::${randomBytes(6).toString('hex').match(/.{4}/g)?.join(':')}`;
}

export const testContext = { awsRequestId: 'test', functionName: 'test' } as Context;

type LambdaEntry = (event: ApiEvent, context: Context) => Promise<ApiResult>;

/** What a route's entry answered: its status, parsed JSON body and headers. */
export interface EntryAnswer<T> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
}

/** Calls a route through a function group's Lambda entry in-process, as API Gateway would. */
export async function callEntry<T>(
  entry: LambdaEntry,
  routeKey: string,
  options: {
    token?: string;
    params?: Record<string, string>;
    body?: unknown;
    query?: Record<string, string>;
    sourceIp?: string;
  } = {},
): Promise<EntryAnswer<T>> {
  const result = await entry(
    apiEvent(routeKey, {
      token: options.token,
      body: options.body,
      query: options.query,
      pathParameters: options.params,
      sourceIp: options.sourceIp,
    }),
    testContext,
  );
  return {
    status: result.statusCode ?? 200,
    body: JSON.parse(result.body ?? '{}') as T,
    headers: result.headers ?? {},
  };
}
