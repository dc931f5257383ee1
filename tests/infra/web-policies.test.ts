import { ROUTES, type RouteDefinition } from '../../lambdas/routes';
import {
  SPA_REWRITE_CODE,
  cacheKeyQueryStrings,
  cacheablePathPatterns,
  contentSecurityPolicy,
} from '../../lib/constructs/web-policies';

type Rewrite = (event: { request: { uri: string } }) => { uri: string };
const rewrite = new Function(`${SPA_REWRITE_CODE}; return handler;`)() as Rewrite;
const uriOf = (uri: string) => rewrite({ request: { uri } }).uri;

describe('SPA rewrite (CloudFront Function)', () => {
  test.each([
    ['/', '/index.html'],
    ['/products/123', '/index.html'],
    ['/auth/callback', '/index.html'],
    ['/account/', '/index.html'],
    ['/assets/index-abc.js', '/assets/index-abc.js'],
    ['/config.json', '/config.json'],
    ['/placeholder.svg', '/placeholder.svg'],
  ])('%s -> %s', (uri, expected) => {
    expect(uriOf(uri)).toBe(expected);
  });

  test('stays within the cloudfront-js runtime subset (ES5 syntax, no arrow functions)', () => {
    expect(SPA_REWRITE_CODE).not.toMatch(/=>|\blet\b|\bconst\b|`/);
  });
});

describe('content security policy', () => {
  const csp = contentSecurityPolicy({
    region: 'eu-west-1',
    filesBucketHosts: ['files.s3.eu-west-1.amazonaws.com'],
  });
  const directive = (name: string) =>
    csp
      .split('; ')
      .find((d) => d.startsWith(`${name} `))
      ?.slice(name.length + 1);

  test('scripts only from the site, API same-origin, Amplify to Cognito, uploads to S3', () => {
    expect(directive('default-src')).toBe("'self'");
    expect(directive('script-src')).toBe("'self'");
    expect(directive('connect-src')).toBe(
      "'self' https://cognito-idp.eu-west-1.amazonaws.com https://files.s3.eu-west-1.amazonaws.com",
    );
    expect(directive('frame-ancestors')).toBe("'none'");
    expect(directive('object-src')).toBe("'none'");
    expect(csp).not.toMatch(/unsafe-eval/);
  });
});

describe('cacheable path patterns', () => {
  const route = (path: string, extra: Partial<RouteDefinition> = {}): RouteDefinition => ({
    key: `GET ${path}`,
    method: 'GET',
    path,
    group: 'catalogue',
    access: 'public',
    caching: 'public-cacheable',
    ...extra,
  });

  test('public-cacheable GETs only, path parameters become *, longest first', () => {
    expect(
      cacheablePathPatterns([
        route('/api/products'),
        route('/api/products/{id}'),
        route('/api/products/{id}/reviews/{reviewId}'),
        route('/api/products', { method: 'POST', caching: 'no-store' }),
        route('/api/me', { caching: 'no-store' }),
      ]),
    ).toEqual(['/api/products/*/reviews/*', '/api/products/*', '/api/products']);
  });

  test('the cache key holds only the query strings public cacheable routes read', () => {
    expect(
      cacheKeyQueryStrings([
        route('/api/products', { queryNames: ['page', 'category'] }),
        route('/api/products/{id}', { queryNames: ['page'] }),
        route('/api/admin/users', { caching: 'no-store', queryNames: ['search'] }),
      ]),
    ).toEqual(['category', 'page']);
    // More names than CloudFront keys on: the synth stops rather than deploying a partial key.
    const many = Array.from({ length: 11 }, (_, index) => `p${index}`);
    expect(() => cacheKeyQueryStrings([route('/api/products', { queryNames: many })])).toThrow(
      /11 query strings .* CloudFront allows 10/,
    );
    // The catalogue's filters, sort and page, the search's text, a storefront's page cursor
    // (CloudFront keys on at most 10 names).
    expect(cacheKeyQueryStrings(ROUTES)).toEqual([
      'app',
      'category',
      'cursor',
      'limit',
      'max_price',
      'min_price',
      'platform',
      'q',
      'sort',
    ]);
  });
});
