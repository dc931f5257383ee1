import { useQuery } from '@tanstack/react-query';
import type { Preferences } from '@contracts/my-account';
import { ApiError, callApi } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** The signed-in buyer's account area (lambdas/contracts/my-account.ts). */
export const accountKeys = queryKeys.account;

export function useMyPurchases(userId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: accountKeys.purchases(userId),
    enabled: !!userId && enabled,
    queryFn: async ({ signal }) => {
      const body = await callApi('GET /api/my/purchases', { signal });
      return Array.isArray(body.purchases) ? body.purchases : [];
    },
  });
}

export function usePurchasedProduct(userId: string | undefined, productId: string) {
  return useQuery({
    queryKey: accountKeys.product(userId, productId),
    enabled: !!userId && !!productId,
    queryFn: ({ signal }) =>
      callApi('GET /api/my/products/{id}', { params: { id: productId }, signal }),
  });
}

export function useMyPreferences(userId: string | undefined) {
  return useQuery({
    queryKey: accountKeys.preferences(userId),
    enabled: !!userId,
    queryFn: ({ signal }) => callApi('GET /api/my/preferences', { signal }),
  });
}

export const savePreferences = (body: Preferences) => callApi('PUT /api/my/preferences', { body });

export const saveProfile = (fullName: string) =>
  callApi('PUT /api/my/profile', { body: { fullName } });

export const requestAccountDeletion = () => callApi('POST /api/my/delete-account');

export const requestSecureDownload = (fileId: string, productId: string) =>
  callApi('POST /api/secure-download', { body: { fileId, productId } });

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The API refuses a file the caller did not buy with 404 (or 403). */
export function isPurchaseRequired(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 403);
}
