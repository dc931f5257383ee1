import type { Context } from 'aws-lambda';
import type { ApiEvent } from '../../lambdas/http/types';

/** A payload-2.0 event as API Gateway sends it, for calling a Lambda entry in-process. */
export function apiEvent(
  routeKey: string,
  options: {
    token?: string;
    body?: unknown;
    query?: Record<string, string>;
    pathParameters?: Record<string, string>;
  } = {},
): ApiEvent {
  const [method = 'GET', path = '/'] = routeKey.split(' ');
  return {
    version: '2.0',
    routeKey,
    rawPath: path,
    rawQueryString: new URLSearchParams(options.query ?? {}).toString(),
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    queryStringParameters: options.query,
    pathParameters: options.pathParameters,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    isBase64Encoded: false,
    requestContext: { requestId: `test-${Date.now()}`, http: { method, path } },
  } as ApiEvent;
}

export const testContext = { awsRequestId: 'test', functionName: 'test' } as Context;
