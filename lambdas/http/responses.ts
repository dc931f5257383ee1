import type { ApiResult } from './types';

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' };

/** Per-user and mutating answers are never cached anywhere. */
export const NO_STORE = 'private, no-store';
/**
 * Anonymous catalogue reads: at most 30 s in CloudFront and 30 s in a browser, so a seller's
 * change reaches every shopper within a minute. Invalidating CloudFront after each write
 * instead would need the API Lambdas to know the distribution, which depends on the API: a
 * dependency cycle in the stack.
 */
export const PUBLIC_SHORT_CACHE = 'public, max-age=30, s-maxage=30';

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
