import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Context } from 'aws-lambda';
import type { ApiEvent } from '../../../lambdas/http/types';
import type { MatchedRoute } from './route-matcher';

/** The API Gateway HTTP API (payload 2.0) event for one local request. */
export function toApiEvent(
  request: IncomingMessage,
  url: URL,
  matched: MatchedRoute,
  body: Buffer,
): ApiEvent {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined)
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  // Like API Gateway: a repeated parameter (`categories[]=a&categories[]=b`) arrives joined by commas.
  const joined = new Map<string, string>();
  for (const [name, value] of url.searchParams) {
    const previous = joined.get(name);
    joined.set(name, previous === undefined ? value : `${previous},${value}`);
  }
  const query = Object.fromEntries(joined);
  const requestId = randomUUID();
  const now = new Date();
  return {
    version: '2.0',
    routeKey: matched.routeKey,
    rawPath: url.pathname,
    rawQueryString: url.searchParams.toString(),
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(matched.pathParameters).length ? matched.pathParameters : undefined,
    cookies: request.headers.cookie?.split(';').map((cookie) => cookie.trim()),
    body: body.length ? body.toString('base64') : undefined,
    isBase64Encoded: body.length > 0,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: url.host,
      domainPrefix: 'local',
      requestId,
      routeKey: matched.routeKey,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
      http: {
        method: request.method ?? 'GET',
        path: url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
    },
  };
}

export function localContext(functionName: string, requestId: string): Context {
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => 30_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
