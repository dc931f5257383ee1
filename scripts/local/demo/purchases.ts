/** What the demo buyer account already owns. The seller's products are marked by `owner`. */
import { DEMO_PRODUCT_IDS as P } from './ids';
import type { DemoPurchase } from './types';

export const DEMO_BUYER_EMAIL = 'buyer@example.com';

export const DEMO_PURCHASES: DemoPurchase[] = [
  {
    // Bought at 1.0.0; updates 1.1.0 and 2.0.0 came later (lifetime updates).
    id: 'aabe9c89-28c7-4778-b2a0-64b594c31367',
    buyer_email: DEMO_BUYER_EMAIL,
    product_id: P.leadCaptureCrm,
    amount_paid: 49,
    purchase_date: '2026-02-10T18:24:00.000Z',
  },
  {
    id: '9c460898-7d0a-4610-9eb4-476cfcb87edf',
    buyer_email: DEMO_BUYER_EMAIL,
    product_id: P.stripeSheets,
    amount_paid: 49.99,
    purchase_date: '2026-04-05T08:12:00.000Z',
  },
];
