import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type * as QueryRuntimeModule from '../app/query-runtime';

type QueryRuntime = typeof QueryRuntimeModule;

let runtime: QueryRuntime | null = null;
let loading: Promise<QueryRuntime> | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * TanStack Query (its client, caches and observers, about 11 KB gzipped) is fetched apart from
 * the entry: an anonymous visitor's landing page renders from the preloaded answer without it,
 * and it arrives at the first interaction, or at once for a page, dialog or signed-in visitor
 * that needs it. Asked for twice, it loads once; a failed download may be asked for again.
 */
export function loadQueryRuntime(): Promise<QueryRuntime> {
  loading ??= import('../app/query-runtime').then(
    (module) => {
      module.startQueryClient();
      runtime = module;
      listeners.forEach((listener) => listener());
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

export const loadQueryClient = (): Promise<QueryClient> =>
  loadQueryRuntime().then((module) => module.queryClient());

/** The client once loaded, else null: for callers with nothing to do before it exists. */
export const loadedQueryClient = (): QueryClient | null => runtime?.queryClient() ?? null;

export const loadedQueryRuntime = (): QueryRuntime | null => runtime;

/** The loaded runtime, or null; re-renders its caller when it arrives. */
export function useQueryRuntime(): QueryRuntime | null {
  return useSyncExternalStore(subscribe, loadedQueryRuntime, loadedQueryRuntime);
}

/** Code that calls Query's hooks (a page, a dialog) renders only once the client exists. */
export function withQueryClient<T>(load: Promise<T>): Promise<T> {
  return Promise.all([load, loadQueryRuntime()]).then(([module]) => module);
}

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/** The first touch, click, key or wheel loads Query, before the shopper's next step needs it. */
export function loadQueryRuntimeOnInteraction(target: EventTarget): void {
  const start = () => {
    INTERACTIONS.forEach((name) => target.removeEventListener(name, start, true));
    void loadQueryRuntime().catch((error: unknown) => console.error('Could not load', error));
  };
  INTERACTIONS.forEach((name) =>
    target.addEventListener(name, start, { capture: true, passive: true }),
  );
}
