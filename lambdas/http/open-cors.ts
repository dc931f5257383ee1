import type { LambdaEntry } from './define-handler';
import type { ApiEvent } from './types';

/**
 * CORS for routes any web page may read (the n8n template library, which a buyer's n8n editor
 * calls from its own origin). API Gateway's CORS setting is API-wide, so the function answers
 * it, and only the groups wrapped with this have it.
 *
 * n8n's editor (1.123) sends its template requests with `withCredentials: true` to any host but
 * n8n's own, and a browser refuses a credentialed answer that says `*`. So a request that names
 * its Origin gets that origin back with Allow-Credentials; one without gets `*`. This grants
 * nothing: these routes never read a cookie or an Authorization header, only the token in the
 * path, which a page must already know.
 *
 * Why not @middy/http-cors (6.4.5, read in its source and tried): it cannot give these answers.
 * Its `credentials` option is fixed per middleware, so `origin: '*', credentials: true` also
 * puts `Access-Control-Allow-Credentials: true` beside `*` (no Origin, or one that is not an
 * origin), and it reflects any Origin text unless `getOrigin` is replaced; with
 * `credentials: false` a reflected origin loses Allow-Credentials (which n8n's editor needs)
 * and `vary: 'Origin'` comes out as `Origin, Origin`. A response that sets Allow-Credentials
 * itself rewrites the middleware's options for every later request of the container.
 */
const OPEN_CORS_BASE = {
  'access-control-allow-methods': 'GET, OPTIONS',
  // n8n's editor sends its version with every template request.
  'access-control-allow-headers': 'n8n-version, content-type, accept, sentry-trace, baggage',
  'access-control-max-age': '600',
  vary: 'Origin',
} as const;

/** `scheme://host[:port]` (or `null`, an opaque origin): anything else is not reflected. */
const ORIGIN_PATTERN = /^(null|[a-z][a-z0-9+.-]*:\/\/[a-z0-9.\-[\]:]+)$/i;

export function openCorsHeaders(origin: string | undefined): Record<string, string> {
  if (!origin || !ORIGIN_PATTERN.test(origin)) {
    return { ...OPEN_CORS_BASE, 'access-control-allow-origin': '*' };
  }
  return {
    ...OPEN_CORS_BASE,
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
  };
}

function originOf(event: ApiEvent): string | undefined {
  return event.headers?.origin ?? event.headers?.Origin;
}

/** Every answer of the entry, errors included, carries the open CORS headers. */
export function withOpenCors(entry: LambdaEntry): LambdaEntry {
  return async (event, context) => {
    const result = await entry(event, context);
    return { ...result, headers: { ...result.headers, ...openCorsHeaders(originOf(event)) } };
  };
}
