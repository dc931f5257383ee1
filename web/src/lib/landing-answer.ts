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

export function landingAnswerNow(): LandingAnswer<unknown> | null {
  return landing?.answer ?? null;
}

/** The landing answer when it was asked for at this API path, else null. */
export function useLandingAnswer<T>(path: string | null): LandingAnswer<T> | null {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  return current && current.path === path ? (current.answer as LandingAnswer<T>) : null;
}
