import type { LambdaEntry } from './define-handler';

/**
 * CORS for routes any web page may read without credentials (the n8n template library, which a
 * buyer's n8n editor calls from its own origin). API Gateway's CORS setting is API-wide, so the
 * function answers it, and only the groups wrapped with this have it. No
 * Access-Control-Allow-Credentials: the browser sends no cookies, and the shop uses none.
 */
export const OPEN_CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, OPTIONS',
  // n8n's editor sends its version with every template request.
  'access-control-allow-headers': 'n8n-version, content-type, accept, sentry-trace, baggage',
  'access-control-max-age': '600',
} as const;

/** Every answer of the entry, errors included, carries the open CORS headers. */
export function withOpenCors(entry: LambdaEntry): LambdaEntry {
  return async (event, context) => {
    const result = await entry(event, context);
    return { ...result, headers: { ...result.headers, ...OPEN_CORS_HEADERS } };
  };
}
