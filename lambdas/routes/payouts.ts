/**
 * The `payouts` group: seller payouts through Stripe Connect (the seller's page, onboarding and
 * ledger), the admin's payouts overview, transfer retry and commission, and Connect's webhook.
 */
import { type AdminSettings } from '../contracts/admin';
import {
  payoutEntriesQuery,
  sellerCommissionBody,
  sellerParams,
  shopCommissionBody,
  transferParams,
  type AdminPayoutsResponse,
  type OnboardingLinkResponse,
  type SellerCommission,
  type SellerPayoutsResponse,
  type TransferRetryResponse,
} from '../contracts/payouts';
import { BY_ACCESS } from './access';
import { type RouteSpec, responds } from './route-spec';

export const payoutsRoutes = {
  // The seller's own payout page: account state (never the account id), totals and ledger; the
  // onboarding link (creates the Express account once); the ledger as CSV. A caller without an
  // active seller record (an admin) has no payouts: 403.
  'GET /api/seller/payouts': {
    group: 'payouts',
    access: 'seller',
    outcomes: { admin: 403 },
    query: payoutEntriesQuery,
    response: responds<SellerPayoutsResponse>(),
  },
  'POST /api/seller/payouts/onboarding': {
    group: 'payouts',
    access: 'seller',
    outcomes: { admin: 403 },
    response: responds<OnboardingLinkResponse>(),
  },
  'GET /api/seller/payouts/ledger.csv': {
    group: 'payouts',
    access: 'seller',
    outcomes: { admin: 403 },
    response: responds<string>(),
  },
  // The admin's payouts overview per seller with failed transfers, their retry, and the
  // commission: the shop's default rate and a seller's own rate.
  'GET /api/admin/payouts': {
    group: 'payouts',
    access: 'admin',
    outcomes: BY_ACCESS,
    response: responds<AdminPayoutsResponse>(),
  },
  'POST /api/admin/payouts/transfers/{orderRef}/{sellerId}/retry': {
    group: 'payouts',
    access: 'admin',
    outcomes: BY_ACCESS,
    params: transferParams,
    response: responds<TransferRetryResponse>(),
  },
  'PUT /api/admin/settings/commission': {
    group: 'payouts',
    access: 'admin',
    outcomes: BY_ACCESS,
    body: shopCommissionBody,
    response: responds<AdminSettings>(),
  },
  'PUT /api/admin/sellers/{sellerId}/commission': {
    group: 'payouts',
    access: 'admin',
    outcomes: BY_ACCESS,
    params: sellerParams,
    body: sellerCommissionBody,
    response: responds<SellerCommission>(),
  },
  // Stripe Connect events (account.updated), signed with the Connect endpoint's own secrets;
  // raw body, like the payments webhook.
  'POST /api/stripe-connect-webhook': {
    group: 'payouts',
    access: 'webhook',
    outcomes: BY_ACCESS,
    response: responds<{ received: true }>(),
  },
} as const satisfies Record<string, RouteSpec>;
