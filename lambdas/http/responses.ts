import type { ApiResult } from './types';

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' };

/** Per-user and mutating answers are never cached anywhere. */
export const NO_STORE = 'private, no-store';
/**
 * Anonymous catalogue and product reads: up to 30 s in CloudFront (the same for both routes, so
 * the list and the page change together), but never kept by the browser: the shop's own cache
 * (TanStack Query) is dropped when a product changes or a listed product fails to open, and its
 * refetch must reach the server, not a browser copy older than the change. Invalidating
 * CloudFront after each write instead would need the API Lambdas to know the distribution,
 * which depends on the API: a dependency cycle in the stack.
 */
export const PUBLIC_SHORT_CACHE = 'public, max-age=0, s-maxage=30';

export function json(status: number, body: unknown, cacheControl: string = NO_STORE): ApiResult {
  return {
    statusCode: status,
    headers: { ...JSON_HEADERS, 'cache-control': cacheControl },
    body: JSON.stringify(body),
  };
}

export function errorBody(status: number, message: string, requestId?: string): ApiResult {
  return json(status, requestId ? { error: message, requestId } : { error: message });
}

/** A CSV download (never cached: it holds buyers' e-mail addresses). */
export function csvAttachment(filename: string, csv: string): ApiResult {
  return {
    statusCode: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': NO_STORE,
    },
    body: csv,
  };
}
