import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { callApi } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { errorText, type Detail } from './api';
import { invalidateProductReads } from './shop-reads';

export type Flag = 'featured' | 'available_for_purchase' | 'coming_soon' | 'show_workflow_diagram';
export type FlagChange = Partial<Record<Flag, boolean>>;

/** The server's rule, applied ahead of its answer: available and coming soon exclude each other. */
export function withFlags(detail: Detail, change: FlagChange): Detail {
  const product = { ...detail.product, ...change };
  if (change.available_for_purchase) product.coming_soon = false;
  if (change.coming_soon) product.available_for_purchase = false;
  return { ...detail, product };
}

/**
 * The shop switches answer at once: the screen's copy changes before the request, and goes
 * back (with the server's reason) if it fails, so a seller never wonders whether a click took.
 */
export function useFlagMutation(detail: Detail) {
  const queryClient = useQueryClient();
  const key = queryKeys.manageProducts.detail(detail.product.id);
  return useMutation({
    mutationFn: (change: FlagChange) =>
      callApi('PUT /api/manage/products/{id}/flags', {
        params: { id: detail.product.id },
        body: { revision: detail.product.revision, ...change },
      }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Detail>(key);
      if (previous) queryClient.setQueryData(key, withFlags(previous, change));
      return { previous };
    },
    onSuccess: (next) => {
      queryClient.setQueryData(key, next);
      invalidateProductReads(queryClient);
    },
    onError: (error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast.error('Error', { description: errorText(error, 'Update failed') });
    },
  });
}

export type FlagMutation = ReturnType<typeof useFlagMutation>;
