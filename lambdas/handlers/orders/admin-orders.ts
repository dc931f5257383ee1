import { defineHandler } from '../../http/define-handler';
import { json } from '../../http/responses';
import { adminOrderDetail, listAdminOrders } from '../../services/orders/admin-orders-service';
import { refundFromBackOffice } from '../../services/refunds/back-office-refund-service';
import { adminActor } from '../shared/admin-actor';

/** GET /api/admin/orders: paid orders, searched and paged. */
export const getAdminOrders = defineHandler('GET /api/admin/orders', async ({ caller, query }) =>
  json(200, await listAdminOrders(caller, query)),
);

/** GET /api/admin/orders/{sessionId}: one order with its refunds, dispute and events. */
export const getAdminOrder = defineHandler(
  'GET /api/admin/orders/{sessionId}',
  async ({ params }) => json(200, await adminOrderDetail(params.sessionId)),
);

/** POST /api/admin/orders/{sessionId}/refunds: refunds lines through Stripe, audited. */
export const postOrderRefund = defineHandler(
  'POST /api/admin/orders/{sessionId}/refunds',
  async ({ caller, event, params, body }) => {
    await refundFromBackOffice(adminActor(caller, event), params.sessionId, body);
    return json(200, await adminOrderDetail(params.sessionId));
  },
);
