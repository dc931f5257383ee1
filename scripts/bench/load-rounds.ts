import { performance } from 'node:perf_hooks';

/**
 * Load rounds of the API bench (scripts/bench/api-load.ts): a route and its raw reads measured
 * round by round, side by side, under the same concurrency.
 */

export const CLIENTS = 50;
/**
 * Each route is measured in API_ROUNDS rounds, each right beside a round of its raw reads (in
 * alternating order), so both see the same machine load; the throughput share is the median of
 * the rounds' shares. One busy moment of a neighbour on the shared cores then moves one round,
 * not the verdict. Rounds are bounded in count and in time.
 */
export const API_ROUNDS = 5;
const REQUESTS_PER_ROUND = 300;
const ROUND_TIME_LIMIT_MS = 20_000;
const WARM_UP_REQUESTS = 100;

export interface LoadResult {
  name: string;
  requests: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
  perSecond: number;
}

/** A route beside the raw reads it makes, round by round. */
export interface Comparison {
  route: LoadResult;
  raw: LoadResult;
  /** Median over the rounds of the route's throughput over the raw reads'. */
  shareOfRaw: number;
  roundShares: number[];
  /**
   * Median over the rounds of the route's p99 over the p99 of the raw reads' round beside it
   * (a whole-run p99 would be the one worst round's).
   */
  p99Ratio: number;
  roundP99Ratios: number[];
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

interface Round {
  durations: number[];
  errors: number;
  seconds: number;
}

/** CLIENTS concurrent loops sharing one request budget; an answer that is not a 200 counts as an error. */
async function round(call: () => Promise<boolean>, requests: number): Promise<Round> {
  const durations: number[] = [];
  let issued = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + ROUND_TIME_LIMIT_MS;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (issued < requests && performance.now() < deadline) {
        issued += 1;
        const begun = performance.now();
        const ok = await call().catch(() => false);
        durations.push(performance.now() - begun);
        if (!ok) errors += 1;
      }
    }),
  );
  return { durations, errors, seconds: (performance.now() - started) / 1000 };
}

function summary(name: string, rounds: Round[]): LoadResult {
  const durations = rounds.flatMap((each) => each.durations).sort((a, b) => a - b);
  const seconds = rounds.reduce((sum, each) => sum + each.seconds, 0);
  return {
    name,
    requests: durations.length,
    errors: rounds.reduce((sum, each) => sum + each.errors, 0),
    p50Ms: percentile(durations, 0.5),
    p99Ms: percentile(durations, 0.99),
    perSecond: durations.length / seconds,
  };
}

const throughput = (each: Round) => each.durations.length / each.seconds;
const p99 = (each: Round) =>
  percentile(
    [...each.durations].sort((a, b) => a - b),
    0.99,
  );

export async function compareUnderLoad(
  names: [string, string],
  route: () => Promise<boolean>,
  raw: () => Promise<boolean>,
): Promise<Comparison> {
  // Warm-up under the same concurrency, not measured: connection pools, JIT, DynamoDB Local.
  await round(route, WARM_UP_REQUESTS);
  await round(raw, WARM_UP_REQUESTS);
  const routeRounds: Round[] = [];
  const rawRounds: Round[] = [];
  for (let index = 0; index < API_ROUNDS; index += 1) {
    if (index % 2 === 0) {
      routeRounds.push(await round(route, REQUESTS_PER_ROUND));
      rawRounds.push(await round(raw, REQUESTS_PER_ROUND));
    } else {
      rawRounds.push(await round(raw, REQUESTS_PER_ROUND));
      routeRounds.push(await round(route, REQUESTS_PER_ROUND));
    }
  }
  const roundShares = routeRounds.map(
    (each, index) => throughput(each) / throughput(rawRounds[index]!),
  );
  const roundP99Ratios = routeRounds.map((each, index) => p99(each) / p99(rawRounds[index]!));
  return {
    route: summary(names[0], routeRounds),
    raw: summary(names[1], rawRounds),
    shareOfRaw: median(roundShares),
    roundShares,
    p99Ratio: median(roundP99Ratios),
    roundP99Ratios,
  };
}
