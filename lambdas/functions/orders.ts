import { groupEntry } from '../http/group-entry';
import { ordersRoutes } from '../routes/orders';
import { getAdminOrder, getAdminOrders, postOrderRefund } from '../handlers/orders/admin-orders';

/** Lambda entry of the `orders` function group (the admin's orders and refunds). */
export const handler = groupEntry('orders', ordersRoutes, {
  getAdminOrders,
  getAdminOrder,
  postOrderRefund,
});
