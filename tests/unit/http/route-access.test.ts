import {
  ACCESS_OUTCOMES,
  expectedOutcomes,
  MATRIX_CALLERS,
  type RouteAccess,
} from '../../../lambdas/routes/access';
import { ROUTE_TABLE } from '../../../lambdas/routes';

describe('route outcomes', () => {
  it('gives every caller an outcome under every access level', () => {
    for (const access of Object.keys(ACCESS_OUTCOMES) as RouteAccess[]) {
      expect(Object.keys(expectedOutcomes(access, {})).sort()).toEqual([...MATRIX_CALLERS].sort());
    }
  });

  it('refuses bad tokens and blocked profiles wherever a caller is resolved', () => {
    for (const access of ['optional-auth', 'signed-in', 'seller', 'admin'] as const) {
      const row = expectedOutcomes(access, {});
      expect([row.expiredToken, row.idToken, row.suspended, row.scheduledForDeletion]).toEqual([
        401, 401, 403, 403,
      ]);
    }
  });

  it("answers 404 to every admitted caller who does not own the route's resource", () => {
    expect(expectedOutcomes('signed-in', { ownedBy: 'buyerA' })).toMatchObject({
      anonymous: 401,
      buyerA: 'allowed',
      buyerB: 404,
      testUser: 404,
      owningSeller: 404,
      admin: 404,
      suspended: 403,
    });
    expect(expectedOutcomes('seller', { ownedBy: 'owningSeller' })).toMatchObject({
      buyerA: 403,
      owningSeller: 'allowed',
      otherSeller: 404,
      admin: 'allowed',
    });
  });

  it('lets a route state its own outcomes, callers over groups', () => {
    expect(expectedOutcomes('signed-in', { sellers: 403, otherSeller: 404 })).toMatchObject({
      buyerA: 'allowed',
      owningSeller: 403,
      otherSeller: 404,
      admin: 'allowed',
    });
  });

  it('has a declaration for every route of the table', () => {
    const undeclared = Object.entries(ROUTE_TABLE).filter(
      ([, spec]) => typeof (spec as { outcomes?: unknown }).outcomes !== 'object',
    );
    expect(undeclared).toEqual([]);
  });
});
