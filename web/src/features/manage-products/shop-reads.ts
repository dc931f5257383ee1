import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys';

/**
 * After any write of a product (flags, content, images, versions): the back office's lists and
 * the shop's catalogue and product pages this tab keeps are all fetched again, so the catalogue
 * never lists what its product page would refuse (or the other way round).
 */
export function invalidateProductReads(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.manageProducts.all, exact: false });
  void queryClient.invalidateQueries({ queryKey: queryKeys.catalogue });
  void queryClient.invalidateQueries({ queryKey: queryKeys.productPages });
}
