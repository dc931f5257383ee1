import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { BundleBody, SellerBundle } from '@contracts/bundles';
import type { ManagedProduct } from '@contracts/manage/products';
import { ApiError, callApi } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { useAuth } from '../auth/auth-context';

/** GET /api/seller/bundles: the caller's bundles, each with why shoppers cannot see it. */
export function useSellerBundles() {
  const { user } = useAuth();
  return useQuery({
    queryKey: queryKeys.sellerBundles(user?.id),
    queryFn: ({ signal }) => callApi('GET /api/seller/bundles', { signal }),
    enabled: Boolean(user),
  });
}

/** PUT /api/seller/bundles/{bundleId}/listing: lists or unlists a bundle. */
export function useBundleListing() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bundleId, listed }: { bundleId: string; listed: boolean }) =>
      callApi('PUT /api/seller/bundles/{bundleId}/listing', {
        params: { bundleId },
        body: { listed },
      }),
    onSuccess: ({ bundle }) => {
      toast.success(bundle.listed ? 'Bundle listed' : 'Bundle unlisted', {
        description: bundle.name,
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.sellerBundles(user?.id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.bundle(bundle.id) });
    },
    onError: (error) => {
      toast.error('Could not change the bundle', {
        description: error instanceof ApiError ? error.message : 'Please try again.',
      });
    },
  });
}

/** The most the product list answers per page. */
const CHOICES_PAGE = 60;

/**
 * The products the bundle editor offers: every page of the caller's product list (a seller's
 * own; for the admin, the shop's own, which are the admin's bundles), so a seller with more
 * products than one page still finds each of them.
 */
export function useBundleChoices() {
  const { role } = useAuth();
  const shopOnly = role === 'admin';
  return useQuery({
    queryKey: queryKeys.manageProducts.bundleChoices,
    queryFn: async ({ signal }) => {
      const products: ManagedProduct[] = [];
      let cursor: string | undefined;
      do {
        const page = await callApi('GET /api/manage/products', {
          query: { limit: CHOICES_PAGE, cursor },
          signal,
        });
        products.push(...page.products);
        cursor = page.nextCursor;
      } while (cursor);
      return products;
    },
    select: (products) => products.filter((product) => !shopOnly || !product.seller_id),
  });
}

/** POST /api/seller/bundles, or PUT /api/seller/bundles/{bundleId} for an existing one. */
export function useSaveBundle(existing: SellerBundle | undefined) {
  const bundleId = existing?.id;
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BundleBody) =>
      bundleId
        ? callApi('PUT /api/seller/bundles/{bundleId}', { params: { bundleId }, body })
        : callApi('POST /api/seller/bundles', { body }),
    onSuccess: async ({ bundle }) => {
      // Its page, every viewer's quote and the products' "Included in" (old and new products).
      const productIds = new Set([...(existing?.product_ids ?? []), ...bundle.product_ids]);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.sellerBundles(user?.id) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.bundle(bundle.id) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.bundleQuotes(bundle.id) }),
        ...[...productIds].map((id) =>
          queryClient.invalidateQueries({ queryKey: queryKeys.productBundles(id) }),
        ),
      ]);
    },
  });
}
