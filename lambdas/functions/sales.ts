import { groupEntry } from '../http/group-entry';
import { salesRoutes } from '../routes/sales';
import { getAdminStats, getSalesCsv, getSellerStats } from '../handlers/sales/stats';
import { getAdminSummary, getSellerSummary } from '../handlers/sales/summary';

/** Lambda entry of the `sales` function group (statistics and the CSV export, read only). */
export const handler = groupEntry('sales', salesRoutes, {
  getAdminStats,
  getSalesCsv,
  getSellerStats,
  getAdminSummary,
  getSellerSummary,
});
