import { useQuery } from '@tanstack/react-query';
import type { CreateDiscountCodeInput } from '@contracts/discounts';
import { callApi } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export type DiscountArea = 'admin' | 'seller';

/** The area's codes: every code of the shop for the admin, a seller's own codes. */
export function useDiscountCodes(area: DiscountArea) {
  return useQuery({
    queryKey: queryKeys.discountCodes.of(area),
    queryFn: ({ signal }) =>
      area === 'admin'
        ? callApi('GET /api/admin/discount-codes', { signal })
        : callApi('GET /api/seller/discount-codes', { signal }),
  });
}

/** The products a code may be for: the admin's whole list, a seller's own (first 60). */
export function useCodeProducts() {
  return useQuery({
    queryKey: queryKeys.manageProducts.picker('discount-codes'),
    queryFn: ({ signal }) => callApi('GET /api/manage/products', { query: { limit: 60 }, signal }),
  });
}

export function createDiscountCode(area: DiscountArea, body: CreateDiscountCodeInput) {
  return area === 'admin'
    ? callApi('POST /api/admin/discount-codes', { body })
    : callApi('POST /api/seller/discount-codes', { body });
}

export function deactivateDiscountCode(area: DiscountArea, codeId: string) {
  return area === 'admin'
    ? callApi('POST /api/admin/discount-codes/{codeId}/deactivate', { params: { codeId } })
    : callApi('POST /api/seller/discount-codes/{codeId}/deactivate', { params: { codeId } });
}
