/**
 * CloudFront policies and the SPA rewrite function, kept apart from the distribution wiring.
 * The pure helpers (CSP text, path patterns) are unit-tested.
 */
import { Duration } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';
import type { RouteDefinition } from '../../lambdas/routes';

export interface CspOptions {
  /** Region of the user pool (Amplify talks to `cognito-idp.{region}.amazonaws.com`). */
  region: string;
  /** Hosts of the product-files bucket: presigned PUT uploads and presigned GET downloads. */
  filesBucketHosts: readonly string[];
  /** Hosts of the media bucket: presigned POST uploads of product images. */
  mediaBucketHosts?: readonly string[];
}

/**
 * CSP for the React SPA: own scripts only, same-origin /api, Cognito for Amplify, the files
 * bucket for presigned transfers, the media bucket for image uploads (images are read from
 * /media on the site itself), https images (product images are external URLs) and YouTube
 * embeds for instruction videos. 'unsafe-inline' styles only: UI libraries inject <style>.
 */
export function contentSecurityPolicy(options: CspOptions): string {
  const files = options.filesBucketHosts.map((host) => `https://${host}`).join(' ');
  const media = (options.mediaBucketHosts ?? []).map((host) => ` https://${host}`).join('');
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': "'self'",
    'style-src': "'self' 'unsafe-inline'",
    'img-src': "'self' data: blob: https:",
    'font-src': "'self' data:",
    'connect-src': `'self' https://cognito-idp.${options.region}.amazonaws.com ${files}${media}`,
    'media-src': `'self' blob: ${files}`,
    'frame-src': 'https://www.youtube-nocookie.com https://www.youtube.com',
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-ancestors': "'none'",
    'upgrade-insecure-requests': '',
  };
  return Object.entries(directives)
    .map(([name, value]) => (value ? `${name} ${value}` : name))
    .join('; ');
}

/**
 * CloudFront path patterns of the routes CloudFront may cache (`public-cacheable` GETs):
 * `/api/products/{id}` becomes `/api/products/*`. Most specific first, so `/api/products/*`
 * never shadows a longer pattern.
 */
export function cacheablePathPatterns(routes: readonly RouteDefinition[]): string[] {
  const patterns = routes
    .filter((route) => route.caching === 'public-cacheable' && route.method === 'GET')
    .map((route) => route.path.replace(/\{[^}]+\}/g, '*'));
  return [...new Set(patterns)].sort((a, b) => b.length - a.length || a.localeCompare(b));
}

/**
 * Viewer-request function of the site behaviour: a path whose last segment has no file
 * extension is a client-side route, so it is served /index.html. Only the default behaviour
 * uses it; /api/* answers (403, 404...) reach the browser untouched, which distribution-wide
 * errorResponses would not allow.
 */
export const SPA_REWRITE_CODE = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;

/**
 * The query strings of the public cacheable routes: the only ones in the cache key, so a
 * made-up parameter (`?x=random`) is served from the edge instead of reaching the API.
 */
export function cacheKeyQueryStrings(routes: readonly RouteDefinition[]): string[] {
  const names = [
    ...new Set(
      routes
        .filter((route) => route.caching === 'public-cacheable' && route.method === 'GET')
        .flatMap((route) => route.queryNames ?? []),
    ),
  ].sort();
  // Past CloudFront's limit the deploy would fail late (or a parameter would be left out of
  // the key and one filter's answer served for another): stop the synth here instead. A new
  // order or filter value (a `rating` sort) is a value of an existing name, not a new name.
  if (names.length > CACHE_KEY_QUERY_STRING_LIMIT) {
    throw new Error(
      `The public cache key would need ${names.length} query strings (${names.join(', ')}); CloudFront allows ${CACHE_KEY_QUERY_STRING_LIMIT}`,
    );
  }
  return names;
}

/** CloudFront's limit of query strings named in a cache policy. */
export const CACHE_KEY_QUERY_STRING_LIMIT = 10;

export interface WebPoliciesProps {
  csp: string;
  /** The route table's routes, for the public cache key's query strings. */
  routes: readonly RouteDefinition[];
}

export class WebPolicies extends Construct {
  readonly responseHeaders: cloudfront.ResponseHeadersPolicy;
  readonly publicApiCache: cloudfront.CachePolicy;
  readonly spaRewrite: cloudfront.Function;

  constructor(scope: Construct, id: string, props: WebPoliciesProps) {
    super(scope, id);

    this.responseHeaders = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'HSTS, CSP, frame and sniffing protection for the SPA and /api',
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(365),
          includeSubdomains: true,
          preload: false,
          override: true,
        },
        contentSecurityPolicy: { contentSecurityPolicy: props.csp, override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        contentTypeOptions: { override: true },
        referrerPolicy: {
          referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
      },
      customHeadersBehavior: {
        customHeaders: [
          {
            header: 'Permissions-Policy',
            value: 'camera=(), microphone=(), geolocation=(), payment=()',
            override: true,
          },
        ],
      },
    });

    // Public catalogue reads: the handler decides with Cache-Control (anonymous answers may be
    // cached, signed-in ones are private, no-store), so TTLs default to 0 and cap at 5 minutes.
    // Authorization is part of the key so one caller's answer never serves another; of the
    // query strings only those the routes read are.
    const queryStrings = cacheKeyQueryStrings(props.routes);
    this.publicApiCache = new cloudfront.CachePolicy(this, 'PublicApiCache', {
      comment: 'Public API reads: origin Cache-Control, keyed by Authorization and the read query',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(300),
      headerBehavior: cloudfront.CacheHeaderBehavior.allowList('Authorization'),
      queryStringBehavior: queryStrings.length
        ? cloudfront.CacheQueryStringBehavior.allowList(...queryStrings)
        : cloudfront.CacheQueryStringBehavior.none(),
      cookieBehavior: cloudfront.CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    this.spaRewrite = new cloudfront.Function(this, 'SpaRewrite', {
      comment: 'Serve /index.html for client-side routes (paths without an extension)',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(SPA_REWRITE_CODE),
    });
  }
}
