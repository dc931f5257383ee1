import type { DiscountCodeSummary } from '../../lambdas/contracts/discounts';
import type { RouteKey } from '../../lambdas/routes';
import { discountCall, uniqueCode } from './discounts-api';
import type { MatrixFixtures, MatrixRequestSpec } from './matrix-requests';

/**
 * Discount codes for the authorisation matrix: each case that deactivates or checks a code
 * makes its own, so no case disturbs another. The owning seller's codes are for the matrix's
 * product, which that seller manages.
 */
async function createdCode(
  fixtures: MatrixFixtures,
  by: 'admin' | 'owningSeller',
): Promise<DiscountCodeSummary> {
  const seller = by === 'owningSeller';
  const { status, body } = await discountCall(
    seller ? 'POST /api/seller/discount-codes' : 'POST /api/admin/discount-codes',
    {
      token: fixtures.identities[by].token,
      body: {
        code: uniqueCode('MATRIX'),
        kind: 'percent',
        percent_off: 10,
        ...(seller ? { product_ids: [fixtures.productId] } : {}),
      },
    },
  );
  if (status !== 201) throw new Error(`Discount code not created: ${status}`);
  return body;
}

export const DISCOUNT_MATRIX_REQUESTS: Partial<Record<RouteKey, MatrixRequestSpec>> = {
  'POST /api/admin/discount-codes': {
    build: () => ({ body: { code: uniqueCode('MATRIX'), kind: 'percent', percent_off: 10 } }),
  },
  'POST /api/admin/discount-codes/{codeId}/deactivate': {
    build: async (f) => ({ params: { codeId: (await createdCode(f, 'admin')).id } }),
  },
  'POST /api/seller/discount-codes': {
    build: (f) => ({
      body: {
        code: uniqueCode('MATRIX'),
        kind: 'amount',
        amount_off_cents: 100,
        product_ids: [f.productId],
      },
    }),
  },
  'POST /api/seller/discount-codes/{codeId}/deactivate': {
    build: async (f) => ({ params: { codeId: (await createdCode(f, 'owningSeller')).id } }),
  },
  'POST /api/discount-codes/check': {
    build: async (f) => ({
      body: { code: (await createdCode(f, 'admin')).code, items: [{ id: f.purchasableId }] },
    }),
  },
};
