import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderDetail, RefundOrderBody } from '@contracts/orders';
import { callApi } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import type { OrdersSearch } from './order-search';

/** Paid orders, newest first, a page at a time (`next_cursor` asks for the next one). */
export function useAdminOrders(search: OrdersSearch) {
  return useInfiniteQuery({
    queryKey: queryKeys.adminOrders.list(search),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callApi('GET /api/admin/orders', { query: { ...search, cursor: pageParam }, signal }),
    getNextPageParam: (page) => page.next_cursor,
  });
}

export function useAdminOrder(sessionId: string) {
  return useQuery({
    queryKey: queryKeys.adminOrders.detail(sessionId),
    queryFn: ({ signal }) =>
      callApi('GET /api/admin/orders/{sessionId}', { params: { sessionId }, signal }),
  });
}

/**
 * A refund of some of the order's products. The answer is the order as it is now, which replaces
 * the cached one; the lists, the sales figures, the payouts and the users' pages (their orders)
 * have moved with it.
 */
export function useRefundOrder(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RefundOrderBody) =>
      callApi('POST /api/admin/orders/{sessionId}/refunds', { params: { sessionId }, body }),
    onSuccess: (detail: AdminOrderDetail) => {
      queryClient.setQueryData(queryKeys.adminOrders.detail(sessionId), detail);
      for (const queryKey of [
        queryKeys.adminOrders.lists,
        queryKeys.salesStatsAll,
        queryKeys.backOffice.all,
        queryKeys.payouts.all,
        queryKeys.adminUser.all,
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
