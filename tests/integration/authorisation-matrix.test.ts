import { randomUUID } from 'node:crypto';
import {
  expectedOutcomes,
  MATRIX_CALLERS,
  type MatrixCaller,
  type Outcome,
} from '../../lambdas/routes/access';
import {
  pathParamNames,
  ROUTE_TABLE,
  splitRouteKey,
  type RouteKey,
  type RouteSpec,
} from '../../lambdas/routes';
import { FUNCTIONS } from '../../scripts/local/api-server/functions';
import { apiEvent, testContext } from '../support/api-event';
import { useIsolatedTable } from '../support/isolated-table';
import { recordRunCount } from '../support/run-counts';
import { identityOf, type MatrixIdentities } from '../support/matrix-callers';
import {
  createMatrixFixtures,
  defaultRequest,
  MATRIX_REQUESTS,
  type MatrixFixtures,
  type MatrixRequest,
} from '../support/matrix-requests';

/**
 * The authorisation matrix: every route of the route table called as every kind of caller
 * (anonymous, two buyers, a test user, the owning and another seller, an admin, a suspended and
 * a deleted account, an expired access token and an ID token), each with a real token from
 * cognito-local, through the route's real Lambda entry against the emulators. Each answer must
 * be what the route declares in lambdas/routes/{group}.ts (`outcomes`, see lambdas/routes/access.ts):
 * 401, 403 or 404 exactly, or 'allowed' (through to the route's rules: not 401, 403 or 404, and
 * never a 5xx). Where the route acts on someone's resource, the request is valid, so a 404 means
 * "not yours", not "bad input"; and that 404 is word for word the owner's answer for a resource
 * that does not exist, so it tells nobody what exists.
 */
const entries = Object.entries(ROUTE_TABLE) as [RouteKey, RouteSpec][];
let cases = 0;

/** The same request for resources that do not exist: every id replaced by an unknown one. */
function withMissingIds(request: MatrixRequest): MatrixRequest {
  const unknown = () => `missing-${randomUUID()}`;
  const params = Object.fromEntries(
    Object.keys(request.params ?? {}).map((name) => [name, unknown()]),
  );
  if (request.body === undefined) return { ...request, params };
  const body = { ...(request.body as Record<string, unknown>) };
  for (const field of ['productId', 'fileId']) if (field in body) body[field] = unknown();
  // A discount code's products: every one of them unknown.
  if (Array.isArray(body.product_ids)) body.product_ids = body.product_ids.map(unknown);
  if ('sessionId' in body) body.sessionId = `cs_test_missing${randomUUID().replace(/-/g, '')}`;
  return { ...request, params, body };
}

/** The answer in the declaration's terms, or the status (and body of a 5xx) when it is none. */
function observed(status: number, body: string, expected: Outcome, validRequest: boolean): string {
  if (status === expected) return String(expected);
  const refused = status === 401 || status === 403 || status === 404;
  const invalid = status === 400 && validRequest;
  if (expected === 'allowed' && status < 500 && !refused && !invalid) return 'allowed';
  return status >= 500 ? `${status} ${body}` : String(status);
}

describe('authorisation matrix', () => {
  let identities: MatrixIdentities;
  let fixtures: MatrixFixtures;

  beforeAll(async () => {
    await useIsolatedTable();
    const created = await Promise.all(MATRIX_CALLERS.map((caller) => identityOf(caller)));
    identities = Object.fromEntries(
      MATRIX_CALLERS.map((caller, index) => [caller, created[index]]),
    ) as MatrixIdentities;
    fixtures = await createMatrixFixtures(identities);
  }, 60_000);

  afterAll(() => {
    const count = `authorisation matrix: ${cases} cases (${entries.length} routes x ${MATRIX_CALLERS.length} callers)`;
    console.log(count);
    recordRunCount(count);
  });

  it('has a declaration for every route', () => {
    const undeclared = entries.filter(([, spec]) => typeof spec.outcomes !== 'object');
    expect(undeclared.map(([key]) => key)).toEqual([]);
  });

  /** One call of the route as the caller, through its Lambda entry. */
  async function send(
    key: RouteKey,
    spec: RouteSpec,
    caller: MatrixCaller,
    change: (request: MatrixRequest) => MatrixRequest = (request) => request,
  ) {
    const request = MATRIX_REQUESTS[key];
    const identity = request?.freshCaller ? await identityOf(caller) : identities[caller];
    const callerFixtures = { ...fixtures, identities: { ...identities, [caller]: identity } };
    const sent = change({
      ...defaultRequest(fixtures, pathParamNames(splitRouteKey(key).path)),
      ...(await request?.build?.(callerFixtures, caller)),
    });
    const result = await FUNCTIONS[spec.group](
      apiEvent(key, {
        token: identity.token,
        body: sent.body,
        query: sent.query,
        pathParameters: sent.params,
      }),
      // A context per call, as each Lambda invocation has: the callers of a route run at once,
      // and the middlewares keep the request's state on its context.
      { ...testContext },
    );
    return { status: result.statusCode ?? 200, body: result.body ?? '' };
  }

  it.each(entries)('%s', async (key, spec) => {
    const expected = expectedOutcomes(spec.access, spec.outcomes);
    // Telling "not yours" (404) from "bad input" (400) needs a request the owner may send.
    const validRequest = Object.values(expected).includes(404);
    const notYours = new Set<string>();
    const statuses = new Set<number>();
    const answers = await Promise.all(
      MATRIX_CALLERS.map(async (caller): Promise<[MatrixCaller, string]> => {
        const { status, body } = await send(key, spec, caller);
        cases += 1;
        statuses.add(status);
        if (expected[caller] === 404 && status === 404) notYours.add(body);
        return [caller, observed(status, body, expected[caller], validRequest)];
      }),
    );
    expect(Object.fromEntries(answers)).toEqual(
      Object.fromEntries(MATRIX_CALLERS.map((caller) => [caller, String(expected[caller])])),
    );
    const { capability } = spec.outcomes;
    if (capability) {
      // A valid credential is all it takes: every caller gets the same success.
      expect(statuses.size).toBe(1);
      expect([...statuses][0]).toBeLessThan(300);
      // The same request with an unknown credential in the path: 404 for every caller, alike.
      const unknown = `${randomUUID()}${randomUUID()}`.replace(/-/g, '').slice(0, 43);
      const refused = await Promise.all(
        MATRIX_CALLERS.map(async (caller) => {
          const withUnknown = (request: MatrixRequest) => ({
            ...request,
            params: { ...request.params, [capability]: unknown },
          });
          return send(key, spec, caller, withUnknown);
        }),
      );
      expect(new Set(refused.map(({ status, body }) => `${status} ${body}`))).toEqual(
        new Set([`404 ${JSON.stringify({ error: 'Not found' })}`]),
      );
    }
    const { ownedBy } = spec.outcomes;
    if (ownedBy) {
      // Someone else's resource and one that does not exist answer alike, to everyone.
      const missing = await send(key, spec, ownedBy, withMissingIds);
      expect([...notYours]).toEqual([missing.body]);
      expect(missing.status).toBe(404);
    }
  });

  it('called every route as every caller', () => {
    expect(cases).toBe(entries.length * MATRIX_CALLERS.length);
  });
});
