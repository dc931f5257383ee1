import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export function useSellers() {
  return useQuery({
    queryKey: queryKeys.backOffice.sellers,
    queryFn: ({ signal }) => callApi('GET /api/manage/sellers', { signal }),
  });
}

/** The summary cards' figures; `users` only in the admin area. */
export interface SummaryFigures {
  products: number;
  sales: number;
  users?: number;
}

export function useSummary(area: 'admin' | 'seller') {
  return useQuery({
    queryKey: queryKeys.backOffice.summary(area),
    queryFn: ({ signal }): Promise<SummaryFigures> =>
      area === 'admin'
        ? callApi('GET /api/admin/summary', { signal })
        : callApi('GET /api/seller/summary', { signal }),
  });
}

/** Links a product to a seller (or to none), with the product's revision as the admin read it. */
export function useAssignSeller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { productId: string; revision: number; sellerId: string | null }) =>
      callApi('PUT /api/manage/products/{id}/seller', {
        params: { id: input.productId },
        body: { revision: input.revision, sellerId: input.sellerId },
      }),
    onSuccess: (detail) => {
      queryClient.setQueryData(queryKeys.manageProducts.detail(detail.product.id), detail);
      void queryClient.invalidateQueries({ queryKey: queryKeys.manageProducts.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminUser.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.backOffice.all });
    },
  });
}
