import { defineHandler } from '../../http/define-handler';
import { csvAttachment, json } from '../../http/responses';
import { adminSalesCsv, adminStats, sellerStats } from '../../services/sales/sales-stats-service';

/** GET /api/admin/stats: the shop's sales figures and users (admin). */
export const getAdminStats = defineHandler('GET /api/admin/stats', async ({ query }) =>
  json(200, await adminStats(query)),
);

/** GET /api/admin/sales.csv: the period's sales as a CSV download (admin). */
export const getSalesCsv = defineHandler('GET /api/admin/sales.csv', async ({ query }) => {
  const file = await adminSalesCsv(query);
  return csvAttachment(file.filename, file.csv);
});

/** GET /api/seller/stats: the caller's own products' figures (seller). */
export const getSellerStats = defineHandler('GET /api/seller/stats', async ({ caller, query }) =>
  json(200, await sellerStats(caller, query)),
);
