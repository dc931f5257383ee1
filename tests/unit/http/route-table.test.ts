import { FUNCTION_GROUPS, ROUTES, routeKey } from '../../../lambdas/routes';
import { FUNCTIONS } from '../../../scripts/local/api-server/functions';
import { matchRoute } from '../../../scripts/local/api-server/route-matcher';

describe('route table', () => {
  it('has unique route keys under /api', () => {
    const keys = ROUTES.map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of ROUTES) expect(route.path.startsWith('/api/')).toBe(true);
  });

  it('gives every function group an entry that handles all its routes', () => {
    // Building the entries throws when a route has no handler in its group.
    for (const group of FUNCTION_GROUPS) expect(typeof FUNCTIONS[group]).toBe('function');
    for (const route of ROUTES) expect(FUNCTION_GROUPS).toContain(route.group);
  });

  it('matches requests like API Gateway does', () => {
    expect(matchRoute('GET', '/api/products')?.routeKey).toBe('GET /api/products');
    expect(matchRoute('GET', '/api/products/')?.routeKey).toBe('GET /api/products');
    expect(matchRoute('POST', '/api/products')).toBeUndefined();
    expect(matchRoute('GET', '/api/unknown')).toBeUndefined();
  });
});
