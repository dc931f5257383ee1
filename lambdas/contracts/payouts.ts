import { z } from 'zod';
import type { TransferFailureExplanation } from '../rules/transfer-failures';
import { pathParamSchema } from './common';

/**
 * Seller payouts through Stripe Connect (Express accounts, separate charges and transfers): the
 * seller's payout page, the admin's overview with failed transfers and their retry, and the
 * commission settings. No answer here ever carries a connected account id, a Checkout Session id
 * or a buyer's e-mail: orders are named by their order reference (the transfer group).
 */

export const PAYOUT_MESSAGES = {
  notASeller: 'Only sellers can receive payouts.',
  sellerNotFound: 'Seller not found',
  transferNotFound: 'Transfer not found',
  transferNotRetryable: 'Only a failed transfer can be retried.',
  retryCannotHelp: 'Retrying cannot help this transfer:',
  connectUnavailable: 'Stripe could not start the onboarding. Please try again.',
  commissionRange: 'The commission must be between 0% and 100%.',
} as const;

// ---- Commission ----------------------------------------------------------------------------

/**
 * A commission rate in basis points: 1000 = 10%, 1250 = 12.5%, 10000 = 100%. Percentages with
 * up to two decimals are whole basis points, so every rate the admin can type is exact.
 */
export const commissionRateBps = z
  .number({ error: PAYOUT_MESSAGES.commissionRange })
  .int(PAYOUT_MESSAGES.commissionRange)
  .min(0, PAYOUT_MESSAGES.commissionRange)
  .max(10_000, PAYOUT_MESSAGES.commissionRange);

/** PUT /api/admin/settings/commission: the shop's default rate (answers AdminSettings). */
export const shopCommissionBody = z.object({ commission_rate_bps: commissionRateBps });

/** PUT /api/admin/sellers/{sellerId}/commission: a seller's own rate, or null for the default. */
export const sellerCommissionBody = z.object({ commission_rate_bps: commissionRateBps.nullable() });

export const sellerParams = z.object({ sellerId: pathParamSchema('sellerId') });

/** A seller's commission as the admin's seller record shows it. */
export interface SellerCommission {
  seller_id: string;
  /** The seller's own rate; null when the shop's default applies. */
  override_rate_bps: number | null;
  /** What the next sale is charged: the override, else the shop's default. */
  effective_rate_bps: number;
  shop_default_rate_bps: number;
}

// ---- The seller's connected account --------------------------------------------------------

/**
 * not_started: no connected account yet. details_missing: Stripe still needs information
 * (`currently_due`). pending_verification: everything is submitted, Stripe has not enabled
 * payouts yet. payouts_enabled: transfers reach the seller.
 */
export const PAYOUT_ACCOUNT_STATES = [
  'not_started',
  'details_missing',
  'pending_verification',
  'payouts_enabled',
] as const;
export type PayoutAccountState = (typeof PAYOUT_ACCOUNT_STATES)[number];

export interface PayoutAccountView {
  state: PayoutAccountState;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
  /** What Stripe still requires (its requirement names, e.g. `external_account`). */
  currently_due: string[];
  /** When Stripe last told us about the account (account.updated) or onboarding started. */
  updated_at: string | null;
}

/** POST /api/seller/payouts/onboarding: a fresh single-use link to Stripe's onboarding. */
export interface OnboardingLinkResponse {
  url: string;
  expires_at: string;
}

// ---- Ledger --------------------------------------------------------------------------------

/**
 * sale: a line sold (what the buyer paid for it, after any discount code). commission: the
 * shop's part of that line. hold: the seller's share of an order kept until payouts are
 * enabled. release: held earnings transferred. transfer: the share transferred right away.
 * reversal: a refunded line's share taken back from a transfer. hold_cancelled: a refunded
 * line's share removed before it was transferred.
 */
export const LEDGER_ENTRY_KINDS = [
  'sale',
  'commission',
  'hold',
  'release',
  'transfer',
  'reversal',
  'hold_cancelled',
] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

export interface LedgerEntryView {
  /** Stable id of the entry (one per order, seller, kind and line or refund). */
  id: string;
  at: string;
  kind: LedgerEntryKind;
  /** The order's reference (its Stripe transfer group), never the Checkout Session id. */
  order_ref: string;
  product_id?: string;
  product_name?: string;
  /** Always positive, in USD cents; the kind says which way it goes. */
  amount_cents: number;
  /** The rate written on the line at the time of sale (sale and commission entries). */
  commission_rate_bps?: number;
  /** The Stripe transfer (tr_...) or reversal (trr_...) id, when money moved. */
  stripe_id?: string;
}

/** Sums in USD cents, kept exact by the same transactions that write the entries. */
export interface PayoutTotals {
  /** Transfers being made or retried after a failure. */
  pending_cents: number;
  /** Waiting for the seller to finish onboarding. */
  held_cents: number;
  transferred_cents: number;
  reversed_cents: number;
  /** Gross sales of the seller's lines and the shop's commission on them. */
  sales_cents: number;
  commission_cents: number;
}

export const payoutEntriesQuery = z.object({
  cursor: z.string().max(2000).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

/** GET /api/seller/payouts: the caller's own account state, totals and ledger (newest first). */
export interface SellerPayoutsResponse {
  account: PayoutAccountView;
  commission_rate_bps: number;
  totals: PayoutTotals;
  entries: LedgerEntryView[];
  nextCursor?: string;
}

// ---- Admin overview ------------------------------------------------------------------------

export const TRANSFER_STATES = [
  'pending',
  'held',
  'releasing',
  'transferred',
  'failed',
  'cancelled',
] as const;
export type TransferState = (typeof TRANSFER_STATES)[number];

/** One seller's share of one order, as the admin sees it. */
export interface TransferView {
  order_ref: string;
  seller_id: string;
  state: TransferState;
  amount_cents: number;
  reversed_cents: number;
  /** The last Stripe error of a failed transfer (redacted, shortened): for support, not shown. */
  error?: string;
  /** A failed transfer's explanation: what happened, what to do, whether Retry can help. */
  failure?: TransferFailureExplanation;
  attempts: number;
  created_at: string;
  updated_at: string;
  stripe_transfer_id?: string;
}

export interface SellerPayoutOverview {
  seller_id: string;
  name: string;
  email: string;
  account: PayoutAccountView;
  commission: SellerCommission;
  totals: PayoutTotals;
  failed_count: number;
}

/** GET /api/admin/payouts */
export interface AdminPayoutsResponse {
  shop_commission_rate_bps: number;
  sellers: SellerPayoutOverview[];
  /** Failed transfers of every seller, newest first. */
  failed_transfers: TransferView[];
}

export const transferParams = z.object({
  orderRef: pathParamSchema('orderRef'),
  sellerId: pathParamSchema('sellerId'),
});

/** POST /api/admin/payouts/transfers/{orderRef}/{sellerId}/retry */
export interface TransferRetryResponse {
  outcome: 'transferred' | 'held' | 'failed';
  transfer: TransferView;
}
