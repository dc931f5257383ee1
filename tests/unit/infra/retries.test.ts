import { backoffMs, withRetries, type RetryOptions } from '../../../lambdas/infra/retries';

class Transient extends Error {}
class Fatal extends Error {}

/** Options with recorded waits and a fixed random draw: no timer ever runs. */
function recorded(overrides: Partial<RetryOptions> = {}) {
  const waits: number[] = [];
  const options: RetryOptions = {
    attempts: 4,
    baseMs: 100,
    maxMs: 1_000,
    retryable: (error) => error instanceof Transient,
    sleep: (ms) => {
      waits.push(ms);
      return Promise.resolve();
    },
    random: () => 0.5,
    ...overrides,
  };
  return { options, waits };
}

/** A function that fails with the given errors in turn, then answers 'done'. */
function failing(...errors: Error[]) {
  const calls: number[] = [];
  const fn = (attempt: number) => {
    calls.push(attempt);
    const error = errors[calls.length - 1];
    return error ? Promise.reject(error) : Promise.resolve('done');
  };
  return { fn, calls };
}

describe('withRetries', () => {
  it('answers at once, without waiting, when the first attempt succeeds', async () => {
    const { options, waits } = recorded();
    const { fn, calls } = failing();
    await expect(withRetries(fn, options)).resolves.toBe('done');
    expect(calls).toEqual([0]);
    expect(waits).toEqual([]);
  });

  it('retries retryable errors with the attempt number, waiting between attempts', async () => {
    const { options, waits } = recorded();
    const { fn, calls } = failing(new Transient('1'), new Transient('2'));
    await expect(withRetries(fn, options)).resolves.toBe('done');
    expect(calls).toEqual([0, 1, 2]);
    // Half (the injected random) of 100, then of 200.
    expect(waits).toEqual([50, 100]);
  });

  it('makes exactly `attempts` calls and rethrows the last error', async () => {
    const { options, waits } = recorded({ attempts: 3 });
    const last = new Transient('third');
    const { fn, calls } = failing(new Transient('first'), new Transient('second'), last);
    await expect(withRetries(fn, options)).rejects.toBe(last);
    expect(calls).toEqual([0, 1, 2]);
    // No wait after the last attempt: nothing follows it.
    expect(waits).toHaveLength(2);
  });

  it('throws a non-retryable error at once', async () => {
    const { options, waits } = recorded();
    const fatal = new Fatal('no');
    const { fn, calls } = failing(new Transient('1'), fatal);
    await expect(withRetries(fn, options)).rejects.toBe(fatal);
    expect(calls).toEqual([0, 1]);
    expect(waits).toHaveLength(1);
  });

  it('calls once when attempts is 1', async () => {
    const { options } = recorded({ attempts: 1 });
    const only = new Transient('only');
    const { fn, calls } = failing(only);
    await expect(withRetries(fn, options)).rejects.toBe(only);
    expect(calls).toEqual([0]);
  });

  it('waits on a real timer when no sleep is injected', async () => {
    const { fn, calls } = failing(new Transient('1'));
    const options = { ...recorded().options, sleep: undefined, baseMs: 1, maxMs: 1 };
    await expect(withRetries(fn, options)).resolves.toBe('done');
    expect(calls).toEqual([0, 1]);
  });
});

describe('backoffMs (full jitter)', () => {
  const bounds = { baseMs: 100, maxMs: 1_000 };

  it('doubles the ceiling after each failure, up to maxMs', () => {
    const almostOne = () => 0.999_999;
    expect([1, 2, 3, 4, 5, 6, 10].map((n) => backoffMs(n, bounds, almostOne))).toEqual([
      99, 199, 399, 799, 999, 999, 999,
    ]);
  });

  it('is never negative and can be zero (the lowest random draw)', () => {
    expect([1, 3, 8].map((n) => backoffMs(n, bounds, () => 0))).toEqual([0, 0, 0]);
  });

  it('stays within [0, ceiling) for any random draw', () => {
    for (const draw of [0, 0.1, 0.25, 0.5, 0.75, 0.9, 0.999]) {
      for (let failures = 1; failures <= 8; failures += 1) {
        const wait = backoffMs(failures, bounds, () => draw);
        const ceiling = Math.min(bounds.maxMs, bounds.baseMs * 2 ** (failures - 1));
        expect(wait).toBeGreaterThanOrEqual(0);
        expect(wait).toBeLessThan(ceiling);
      }
    }
  });
});
