import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';
import { downloadCsv } from '../../lib/download-csv';
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

/** The period's sales as a CSV file, named after the period. */
export function downloadSalesCsv(
  period: SalesPeriod,
  getAccessToken: () => Promise<string | undefined>,
): Promise<void> {
  return downloadCsv({
    path: '/api/admin/sales.csv',
    query: { ...period },
    getAccessToken,
    fileName: () => csvFileName(period.from, period.to),
  });
}
