import type { QueryKey, QueryObserverResult } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { loadQueryRuntime, useQueryRuntime } from './query-store';

const noSubscription = () => () => undefined;

/**
 * useQuery / useInfiniteQuery for code in the first load, where Query itself is not: until the
 * runtime arrives it returns `before` (what the page can show without it, such as the preloaded
 * landing answer), or, when `before` is null, `pending` while it asks for the runtime. Then it
 * observes the query as useBaseQuery does (one observer, options set after each render, the
 * optimistic result), so the landing answer, seeded into the cache, carries on without a fetch.
 */
export function useLazyQuery<R>(
  options: { queryKey: QueryKey } & Record<string, unknown>,
  infinite: boolean,
  select: (result: QueryObserverResult<unknown>) => R,
  before: R | null,
  pending: R,
): R {
  const runtime = useQueryRuntime();
  const needed = !runtime && before === null;
  useEffect(() => {
    if (needed) void loadQueryRuntime().catch((error: unknown) => console.error(error));
  }, [needed]);

  // One observer for the component's life, as useBaseQuery keeps one; options change through it.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the first options only build it
  const observer = useMemo(() => runtime?.createObserver(options, infinite) ?? null, [runtime]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!observer || !runtime) return noSubscription();
      const unsubscribe = observer.subscribe(runtime.batchCalls(onChange));
      observer.updateResult();
      return unsubscribe;
    },
    [observer, runtime],
  );
  const current = () => observer?.getCurrentResult() ?? null;
  useSyncExternalStore(observer ? subscribe : noSubscription, current, current);
  useEffect(() => {
    if (observer && runtime) observer.setOptions(runtime.defaulted(options) as never);
  });

  if (!observer || !runtime) return before ?? pending;
  return select(observer.getOptimisticResult(runtime.defaulted(options) as never));
}
