import {
  landingAnswered,
  landingAnswerNow,
  recordLandingAnswer,
} from '../../../web/src/lib/landing-answer';

/**
 * The landing page's code waits for its first data (bounded) before its first render, so that
 * render shows the products rather than a skeleton replaced a moment later.
 */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Whether `promise` has settled after the pending callbacks have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

afterEach(() => jest.useRealTimers());

describe('landingAnswered', () => {
  it('waits for the answer to arrive', async () => {
    const answer = deferred<{ products: [] }>();
    recordLandingAnswer('/api/products', answer.promise);
    const waiting = landingAnswered(10_000);
    expect(await settled(waiting)).toBe(false);
    answer.resolve({ products: [] });
    expect(await settled(waiting)).toBe(true);
    expect(landingAnswerNow()).toEqual({ status: 'success', data: { products: [] } });
  });

  it('waits for a failed answer too: the page shows its error', async () => {
    const answer = deferred<unknown>();
    recordLandingAnswer('/api/products/p1', answer.promise);
    const waiting = landingAnswered(10_000);
    answer.reject(new Error('offline'));
    expect(await settled(waiting)).toBe(true);
    expect(landingAnswerNow()?.status).toBe('error');
  });

  it('stops waiting after the bound, the answer still pending', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate'] });
    recordLandingAnswer('/api/products', deferred<unknown>().promise);
    const waiting = landingAnswered(500);
    jest.advanceTimersByTime(499);
    expect(await settled(waiting)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settled(waiting)).toBe(true);
    expect(landingAnswerNow()?.status).toBe('pending');
  });

  it('does not wait once the answer is in', async () => {
    const answer = deferred<string>();
    recordLandingAnswer('/api/products', answer.promise);
    answer.resolve('page');
    await settled(answer.promise);
    expect(await settled(landingAnswered(10_000))).toBe(true);
  });
});
