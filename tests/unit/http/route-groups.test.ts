import {
  FUNCTION_GROUPS,
  ROUTE_TABLE,
  ROUTES_BY_GROUP,
  routesDeclaredTwice,
} from '../../../lambdas/routes';

describe('route table assembled from the group files', () => {
  it('has one file per function group, each declaring only its own group', () => {
    expect(Object.keys(ROUTES_BY_GROUP).sort()).toEqual([...FUNCTION_GROUPS].sort());
    for (const [group, routes] of Object.entries(ROUTES_BY_GROUP)) {
      expect(Object.keys(routes).length).toBeGreaterThan(0);
      for (const spec of Object.values(routes)) expect(spec.group).toBe(group);
    }
  });

  it('holds every entry of every group once, and nothing else', () => {
    const declared = Object.values(ROUTES_BY_GROUP).flatMap((routes) => Object.keys(routes));
    expect(routesDeclaredTwice()).toEqual([]);
    expect(Object.keys(ROUTE_TABLE).sort()).toEqual(declared.sort());
    for (const routes of Object.values(ROUTES_BY_GROUP)) {
      for (const [key, spec] of Object.entries(routes)) {
        expect(ROUTE_TABLE[key as keyof typeof ROUTE_TABLE]).toBe(spec);
      }
    }
  });

  it('names a route key that two group files declare', () => {
    const entry = { group: 'catalogue' };
    expect(
      routesDeclaredTwice({
        catalogue: { 'GET /api/products': entry, 'GET /api/a': entry },
        manage: { 'GET /api/products': entry, 'GET /api/b': entry },
      }),
    ).toEqual(['GET /api/products']);
  });
});
