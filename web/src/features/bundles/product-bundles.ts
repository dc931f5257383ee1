import { useEffect, useState } from 'react';
import { callApi } from '../../lib/api-client';
import { useLazyQuery } from '../../lib/lazy-query';
import { landingQueryKeys as queryKeys } from '../../lib/landing-query-keys';
import { loadedQueryRuntime } from '../../lib/query-store';

const fetchProductBundles = (productId: string, signal?: AbortSignal) =>
  callApi('GET /api/products/{id}/bundles', { params: { id: productId }, signal });

type ProductBundles = Awaited<ReturnType<typeof fetchProductBundles>>;

/**
 * GET /api/products/{id}/bundles: "Included in" on a product page. On a first load, before
 * Query is here, the section asks for it itself; when Query arrives the answer becomes the
 * query's initial data (fresh for the cache's lifetime), so it is not asked for again.
 */
export function useProductBundles(productId: string): { data: ProductBundles | undefined } {
  const [early, setEarly] = useState<{ id: string; data: ProductBundles; at: number } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    if (loadedQueryRuntime()) return undefined;
    const controller = new AbortController();
    fetchProductBundles(productId, controller.signal).then(
      (data) => setEarly({ id: productId, data, at: Date.now() }),
      // Query takes over, with its retries.
      () => !controller.signal.aborted && setFailed(productId),
    );
    return () => controller.abort();
  }, [productId]);

  const mine = early?.id === productId ? early : null;
  return useLazyQuery(
    {
      queryKey: queryKeys.productBundles(productId),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchProductBundles(productId, signal),
      ...(mine ? { initialData: mine.data, initialDataUpdatedAt: mine.at } : {}),
    },
    false,
    (result) => ({ data: result.data as ProductBundles | undefined }),
    failed === productId ? null : { data: mine?.data },
    { data: undefined },
  );
}
