import { useSyncExternalStore } from 'react';

/** The landing answer as far as it has come: what a page shows before Query is loaded. */
export type LandingAnswer<T> =
  { status: 'pending' } | { status: 'success'; data: T } | { status: 'error'; error: Error };

/** The one API answer the landing page asked for at start (app/landing-data.ts), by its path. */
let landing: { path: string; answer: LandingAnswer<unknown> } | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => landing;

export function recordLandingAnswer<T>(path: string, promise: Promise<T>): void {
  const settle = (answer: LandingAnswer<unknown>) => {
    if (landing?.path !== path) return;
    landing = { path, answer };
    listeners.forEach((listener) => listener());
  };
  landing = { path, answer: { status: 'pending' } };
  promise.then(
    (data) => settle({ status: 'success', data }),
    (error: unknown) =>
      settle({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) }),
  );
}

/**
 * Resolves once the landing answer has come (or failed), or after `maxWaitMs`, or at once when
 * none was asked for. The landing page's code waits for it: its first render then shows the
 * products, not a skeleton that is laid out and painted only to be replaced a moment later
 * (on a phone that pass was a fifth of the main thread's work before the largest paint).
 */
export function landingAnswered(maxWaitMs: number): Promise<void> {
  if (landing?.answer.status !== 'pending') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      listeners.delete(check);
      clearTimeout(timer);
      resolve();
    };
    const check = () => {
      if (landing?.answer.status !== 'pending') done();
    };
    const timer = setTimeout(done, maxWaitMs);
    listeners.add(check);
  });
}

export function landingAnswerNow(): LandingAnswer<unknown> | null {
  return landing?.answer ?? null;
}

/** The landing answer when it was asked for at this API path, else null. */
export function useLandingAnswer<T>(path: string | null): LandingAnswer<T> | null {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  return current && current.path === path ? (current.answer as LandingAnswer<T>) : null;
}
