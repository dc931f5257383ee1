import fc from 'fast-check';
import { ROUTE_TABLE, pathParamNames, splitRouteKey, type RouteSpec } from '../../lambdas/routes';
import { FUNCTIONS } from '../../scripts/local/api-server/functions';
import { apiEvent, testContext } from '../support/api-event';
import { createSignedInUser } from '../support/cognito-users';
import { hostileBody, hostilePathParams, hostileQuery, LEAK_PATTERN } from '../support/fuzz-inputs';
import { useIsolatedTable } from '../support/isolated-table';
import { recordRunCount } from '../support/run-counts';

/**
 * Property-based fuzzing of every route of the route table through its real Lambda entry,
 * against the emulators: whatever arrives, the answer is never a 5xx and never shows a stack
 * trace or an internal name. Routes that need a caller get a fresh admin (admins pass every
 * access level, so the input reaches the rules behind it). `FUZZ_RUNS` sets the runs per route
 * (`npm run fuzz` runs 10,000).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
/** Room for slow routes (Cognito, Stripe) at about 50 ms a request. */
const TIMEOUT_MS = Math.max(60_000, RUNS * 50);
const totals = { routes: 0, requests: 0, statuses: new Map<number, number>() };

const entries = Object.entries(ROUTE_TABLE) as [keyof typeof ROUTE_TABLE, RouteSpec][];

describe('fuzzing every route', () => {
  beforeAll(async () => {
    await useIsolatedTable();
  });

  afterAll(() => {
    const byStatus = [...totals.statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ');
    console.log(
      `Fuzzing: ${totals.requests} requests over ${totals.routes} routes (${RUNS} per route); ${byStatus}`,
    );
    recordRunCount(`fuzzing: ${totals.requests} requests over ${totals.routes} routes`);
  });

  it.each(entries)(
    '%s',
    async (key, spec) => {
      const needsCaller = spec.access !== 'public' && spec.access !== 'webhook';
      const caller = needsCaller ? await createSignedInUser({ groups: ['admin'] }) : undefined;
      const names = pathParamNames(splitRouteKey(key).path);
      totals.routes += 1;
      await fc.assert(
        fc.asyncProperty(
          hostileBody(spec),
          hostileQuery(spec),
          hostilePathParams(names),
          async (body, query, pathParameters) => {
            const event = apiEvent(key, {
              token: caller?.accessToken,
              query,
              pathParameters,
            });
            event.body = body;
            const result = await FUNCTIONS[spec.group](event, testContext);
            const status = result.statusCode ?? 200;
            totals.requests += 1;
            totals.statuses.set(status, (totals.statuses.get(status) ?? 0) + 1);
            if (status >= 500) throw new Error(`${key} answered ${status}: ${result.body}`);
            if (status >= 400 && LEAK_PATTERN.test(result.body ?? '')) {
              throw new Error(`${key} leaked internals: ${result.body}`);
            }
          },
        ),
        { numRuns: RUNS },
      );
    },
    TIMEOUT_MS,
  );
});
