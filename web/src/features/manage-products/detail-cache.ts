import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { Detail } from './api';
import { queryKeys } from '../../lib/query-keys';
import { invalidateProductReads } from './shop-reads';

/**
 * After a write of the product or its versions: the answer (the whole detail) replaces the
 * screen's copy, the lists that show the product refetch, and a toast says what happened.
 */
export function useDetailSaved(productId: string) {
  const queryClient = useQueryClient();
  return (next: Detail, message: string) => {
    queryClient.setQueryData(queryKeys.manageProducts.detail(productId), next);
    invalidateProductReads(queryClient);
    toast.success(message);
  };
}
