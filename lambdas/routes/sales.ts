/** The `sales` group: sales statistics, the CSV export and the summary cards. */
import {
  type AdminSummary,
  type SellerSummaryCards,
  type SalesStats,
  statsQuery,
} from '../contracts/sales';
import { BY_ACCESS } from './access';
import { type RouteSpec, responds } from './route-spec';

export const salesRoutes = {
  // Sales statistics: read-only, from counters and the sales listing (never a Scan).
  'GET /api/admin/stats': {
    group: 'sales',
    access: 'admin',
    outcomes: BY_ACCESS,
    query: statsQuery,
    response: responds<SalesStats>(),
  },
  'GET /api/admin/sales.csv': {
    group: 'sales',
    access: 'admin',
    outcomes: BY_ACCESS,
    query: statsQuery,
    response: responds<string>(),
  },
  'GET /api/seller/stats': {
    group: 'sales',
    access: 'seller',
    outcomes: BY_ACCESS,
    query: statsQuery,
    response: responds<SalesStats>(),
  },
  // The summary cards of both areas (counters and index counts, never a Scan).
  'GET /api/admin/summary': {
    group: 'sales',
    access: 'admin',
    outcomes: BY_ACCESS,
    response: responds<AdminSummary>(),
  },
  'GET /api/seller/summary': {
    group: 'sales',
    access: 'seller',
    outcomes: BY_ACCESS,
    response: responds<SellerSummaryCards>(),
  },
} as const satisfies Record<string, RouteSpec>;
