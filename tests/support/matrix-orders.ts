import type { RouteKey } from '../../lambdas/routes';
import type { MatrixRequestSpec } from './matrix-requests';

/**
 * The admin's orders routes in the authorisation matrix, on buyer A's paid order. The refund
 * names a product the order does not have: the admin reaches the refund's rules (a 400, no
 * money moves, nothing of buyer A's changes for the other routes), everyone else is refused
 * before them (a seller never refunds).
 */
export const ORDERS_MATRIX_REQUESTS: Partial<Record<RouteKey, MatrixRequestSpec>> = {
  'GET /api/admin/orders': { build: (f) => ({ query: { q: f.buyerASessionId } }) },
  'GET /api/admin/orders/{sessionId}': {
    build: (f) => ({ params: { sessionId: f.buyerASessionId } }),
  },
  'POST /api/admin/orders/{sessionId}/refunds': {
    build: (f) => ({
      params: { sessionId: f.buyerASessionId },
      body: { product_ids: ['matrix-product-not-in-the-order'], reason: 'Matrix case' },
    }),
  },
};
