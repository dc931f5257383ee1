import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUserDetail } from '@contracts/admin';
import type { SellerCommission } from '@contracts/payouts';
import { callApi } from '../../lib/api-client';
import { downloadCsv } from '../../lib/download-csv';
import { queryKeys } from '../../lib/query-keys';
import { ledgerFileName } from './payout-text';

/** Ledger entries per page on the seller's payouts page. */
export const LEDGER_PAGE_SIZE = 25;

/**
 * The seller's payouts page: every page carries the account and the totals (the first page's
 * are shown) and the next slice of the ledger, newest first. `pollWhile` keeps asking every
 * two seconds while it holds, e.g. while Stripe's account.updated is still on its way after
 * the seller came back from onboarding.
 */
export function useSellerPayouts(
  userId: string | undefined,
  pollWhile: (state: string | undefined) => boolean = () => false,
) {
  return useInfiniteQuery({
    queryKey: queryKeys.payouts.seller(userId),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callApi('GET /api/seller/payouts', {
        query: { cursor: pageParam, limit: LEDGER_PAGE_SIZE },
        signal,
      }),
    getNextPageParam: (page) => page.nextCursor,
    refetchInterval: (query) =>
      pollWhile(query.state.data?.pages[0]?.account.state) ? 2_000 : false,
  });
}

/** A fresh onboarding link (the Express account is created on the first call). */
export function useStartOnboarding() {
  return useMutation({
    mutationFn: () => callApi('POST /api/seller/payouts/onboarding'),
  });
}

export function downloadLedgerCsv(
  getAccessToken: () => Promise<string | undefined>,
): Promise<void> {
  return downloadCsv({
    path: '/api/seller/payouts/ledger.csv',
    getAccessToken,
    fileName: (response) => ledgerFileName(response.headers.get('content-disposition'), new Date()),
  });
}

export function useAdminPayouts() {
  return useQuery({
    queryKey: queryKeys.payouts.admin,
    queryFn: ({ signal }) => callApi('GET /api/admin/payouts', { signal }),
  });
}

export function useRetryTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transfer: { orderRef: string; sellerId: string }) =>
      callApi('POST /api/admin/payouts/transfers/{orderRef}/{sellerId}/retry', {
        params: transfer,
      }),
    // Whatever the outcome, the totals and the failed list have moved.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.payouts.all }),
  });
}

/** The shop's default rate; every seller without an own rate follows it. */
export function useSetShopCommission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rateBps: number) =>
      callApi('PUT /api/admin/settings/commission', { body: { commission_rate_bps: rateBps } }),
    onSuccess: (settings) => {
      queryClient.setQueryData(queryKeys.adminSettings, settings);
      void queryClient.invalidateQueries({ queryKey: queryKeys.payouts.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminUser.all });
    },
  });
}

/** A seller's own rate, or null to follow the shop's default again. */
export function useSetSellerCommission(sellerId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rateBps: number | null) =>
      callApi('PUT /api/admin/sellers/{sellerId}/commission', {
        params: { sellerId },
        body: { commission_rate_bps: rateBps },
      }),
    onSuccess: (commission: SellerCommission) => {
      queryClient.setQueryData<AdminUserDetail>(queryKeys.adminUser.of(userId), (detail) =>
        detail?.seller ? { ...detail, seller: { ...detail.seller, commission } } : detail,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.payouts.all });
    },
  });
}
