import { defineHandler } from '../../http/define-handler';
import { json } from '../../http/responses';
import { adminSummary, sellerSummary } from '../../services/sales/summary-service';

/** GET /api/admin/summary: the admin area's Products, Users and Sales cards. */
export const getAdminSummary = defineHandler('GET /api/admin/summary', async () =>
  json(200, await adminSummary()),
);

/** GET /api/seller/summary: the seller area's Products and Sales cards. */
export const getSellerSummary = defineHandler('GET /api/seller/summary', async ({ caller }) =>
  json(200, await sellerSummary(caller)),
);
