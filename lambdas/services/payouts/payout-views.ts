import type {
  LedgerEntryView,
  PayoutAccountView,
  PayoutTotals,
  TransferView,
} from '../../contracts/payouts';
import { configuredStripeMode } from '../../infra/stripe-mode';
import type { LedgerEntry } from '../../repositories/payout-ledger-repository';
import type { PayoutAccount } from '../../repositories/payout-account-repository';
import type { PayoutTransfer } from '../../repositories/payout-transfer-repository';
import { sellerEntryId } from '../../repositories/ledger-ids';
import {
  explainTransferFailure,
  type TransferFailureExplanation,
} from '../../rules/transfer-failures';

/**
 * What sellers and admins see of the payout records: never the connected account id, the
 * Checkout Session or a buyer; orders by their reference.
 */

export function accountView(account: PayoutAccount | undefined): PayoutAccountView {
  const connected =
    account?.stripe_account_id !== undefined && account.account_mode === configuredStripeMode();
  if (!account || !connected) {
    return {
      state: 'not_started',
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      currently_due: [],
      updated_at: account?.account_updated_at ?? null,
    };
  }
  const state = account.payouts_enabled
    ? 'payouts_enabled'
    : !account.details_submitted || account.currently_due.length > 0
      ? 'details_missing'
      : 'pending_verification';
  return {
    state,
    charges_enabled: account.charges_enabled,
    payouts_enabled: account.payouts_enabled,
    details_submitted: account.details_submitted,
    currently_due: account.currently_due,
    updated_at: account.account_updated_at ?? null,
  };
}

export function totalsView(account: PayoutAccount | undefined): PayoutTotals {
  return {
    pending_cents: account?.pending_cents ?? 0,
    held_cents: account?.held_cents ?? 0,
    transferred_cents: account?.transferred_cents ?? 0,
    reversed_cents: account?.reversed_cents ?? 0,
    sales_cents: account?.sales_cents ?? 0,
    commission_cents: account?.commission_cents ?? 0,
  };
}

export function entryView(entry: LedgerEntry): LedgerEntryView {
  return {
    // Never the shop's Stripe refund id, which older entries' keys still hold.
    id: sellerEntryId(entry.entry_key),
    at: entry.at,
    kind: entry.kind,
    order_ref: entry.order_ref,
    ...(entry.product_id !== undefined && { product_id: entry.product_id }),
    ...(entry.product_name !== undefined && { product_name: entry.product_name }),
    amount_cents: entry.amount_cents,
    ...(entry.commission_rate_bps !== undefined && {
      commission_rate_bps: entry.commission_rate_bps,
    }),
    ...(entry.stripe_id !== undefined && { stripe_id: entry.stripe_id }),
  };
}

/** What a failed transfer means for the admin (rules/transfer-failures). */
export function failureOf(transfer: PayoutTransfer): TransferFailureExplanation {
  return explainTransferFailure({
    ...(transfer.error_code !== undefined && { code: transfer.error_code }),
    ...(transfer.error !== undefined && { text: transfer.error }),
    amount_cents: transfer.amount_cents,
  });
}

export function transferView(transfer: PayoutTransfer): TransferView {
  return {
    order_ref: transfer.order_ref,
    seller_id: transfer.seller_id,
    state: transfer.state,
    amount_cents: transfer.amount_cents,
    reversed_cents: transfer.reversed_cents,
    ...(transfer.error !== undefined && { error: transfer.error }),
    ...(transfer.state === 'failed' && { failure: failureOf(transfer) }),
    attempts: transfer.attempts,
    created_at: transfer.created_at,
    updated_at: transfer.updated_at,
    ...(transfer.stripe_transfer_id !== undefined && {
      stripe_transfer_id: transfer.stripe_transfer_id,
    }),
  };
}
