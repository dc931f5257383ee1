import { useQuery } from '@tanstack/react-query';
import { ApiError, callApi, routeUrl } from '../../lib/api-client';
import { csvFileName } from './sales-helpers';
import { queryKeys } from '../../lib/query-keys';

export interface SalesPeriod {
  from?: string;
  to?: string;
}

export type SalesScope = 'admin' | 'seller';

export function useSalesStats(scope: SalesScope, period: SalesPeriod) {
  return useQuery({
    queryKey: queryKeys.salesStats(scope, period.from, period.to),
    queryFn: ({ signal }) =>
      scope === 'admin'
        ? callApi('GET /api/admin/stats', { query: period, signal })
        : callApi('GET /api/seller/stats', { query: period, signal }),
  });
}

/**
 * An <a href> cannot send the Authorization header, so the CSV is fetched with the bearer
 * token and handed to the browser as an object URL.
 */
export async function downloadSalesCsv(
  period: SalesPeriod,
  getAccessToken: () => Promise<string | undefined>,
): Promise<void> {
  const token = await getAccessToken();
  const response = await fetch(routeUrl('/api/admin/sales.csv', undefined, { ...period }), {
    headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as { error?: unknown } | null;
    const message = typeof payload?.error === 'string' ? payload.error : 'The export failed';
    throw new ApiError(response.status, message);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = csvFileName(period.from, period.to);
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
