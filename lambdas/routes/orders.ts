/** The `orders` group: the admin's orders, one order's story, and refunds from the back office. */
import {
  type AdminOrderDetail,
  type AdminOrdersPage,
  adminOrdersQuery,
  refundOrderBody,
} from '../contracts/orders';
import { BY_ACCESS } from './access';
import { type RouteSpec, responds } from './route-spec';

export const ordersRoutes = {
  // Paid orders, newest first, searched by order id, session id, buyer e-mail or product.
  'GET /api/admin/orders': {
    group: 'orders',
    access: 'admin',
    outcomes: BY_ACCESS,
    query: adminOrdersQuery,
    response: responds<AdminOrdersPage>(),
  },
  'GET /api/admin/orders/{sessionId}': {
    group: 'orders',
    access: 'admin',
    outcomes: BY_ACCESS,
    response: responds<AdminOrderDetail>(),
  },
  // A refund of some or all of an order's products, through Stripe (a seller never refunds).
  'POST /api/admin/orders/{sessionId}/refunds': {
    group: 'orders',
    access: 'admin',
    outcomes: BY_ACCESS,
    body: refundOrderBody,
    response: responds<AdminOrderDetail>(),
  },
} as const satisfies Record<string, RouteSpec>;
