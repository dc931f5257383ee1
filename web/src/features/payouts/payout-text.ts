import { formatCents } from '@rules/money';
import {
  PAYOUT_MESSAGES,
  type LedgerEntryKind,
  type PayoutAccountState,
  type SellerCommission,
} from '@contracts/payouts';
import { formatRate, percentToBps } from '@rules/commission';

/**
 * What the payout pages say: money in cents as USD, the account's state, Stripe's requirement
 * names in plain words, the ledger's kinds, and the query Stripe's onboarding returns with.
 * Pure, so the unit tests read the same words the pages show.
 */

export const ACCOUNT_STATE_LABELS: Record<PayoutAccountState, string> = {
  not_started: 'Not connected',
  details_missing: 'Details missing',
  pending_verification: 'Being verified',
  payouts_enabled: 'Payouts enabled',
};

/** The ledger's kinds as the seller reads them. */
export const ENTRY_KIND_LABELS: Record<LedgerEntryKind, string> = {
  sale: 'Sale',
  commission: 'Commission',
  hold: 'Held',
  release: 'Released',
  transfer: 'Transfer',
  reversal: 'Reversal',
  hold_cancelled: 'Hold cancelled',
};

/** Kinds that take money away from the seller: shown with a minus sign. */
const DEDUCTIONS: ReadonlySet<LedgerEntryKind> = new Set([
  'commission',
  'reversal',
  'hold_cancelled',
]);

/**
 * An entry's amount as the table shows it: "-$2.00" for a deduction, "$17.99" otherwise. A
 * deduction of nothing (the commission on a line sold at 100% off) is "$0.00", not "-$0.00".
 */
export function entryAmount(kind: LedgerEntryKind, amountCents: number): string {
  return DEDUCTIONS.has(kind) && amountCents !== 0
    ? `-${formatCents(amountCents)}`
    : formatCents(amountCents);
}

/** "12.5% (own rate)" or "10% (shop default)". */
export function commissionSummary(commission: SellerCommission): string {
  return commission.override_rate_bps === null
    ? `${formatRate(commission.effective_rate_bps)} (shop default)`
    : `${formatRate(commission.effective_rate_bps)} (own rate)`;
}

/** The rate typed so far: its basis points, or the API's message when it is not a rate. */
export function parseCommission(text: string): { bps?: number; error?: string } {
  if (text.trim() === '') return {};
  const bps = percentToBps(text);
  return bps === undefined ? { error: PAYOUT_MESSAGES.commissionRange } : { bps };
}

// ---- Stripe's requirements -------------------------------------------------------------------

/** Exact requirement names Stripe uses for an individual's Express account. */
const EXACT: Record<string, string> = {
  business_type: 'Type of business',
  external_account: 'Bank account for payouts',
  'individual.email': 'Email address',
  'individual.first_name': 'First name',
  'individual.last_name': 'Last name',
  'individual.phone': 'Phone number',
  'individual.ssn_last_4': 'Last 4 digits of your Social Security number',
  'individual.id_number': 'Social Security or ID number',
  'individual.verification.document': 'Photo ID document',
  'individual.verification.additional_document': 'Additional ID document',
  'business_profile.url': 'Business website',
  'business_profile.mcc': 'Business category',
  'business_profile.product_description': 'Description of what you sell',
  'business_profile.support_phone': 'Support phone number',
  'settings.payments.statement_descriptor': 'Statement descriptor',
};

/** Groups of fields Stripe lists one by one but a person fills in as one thing. */
const PREFIXES: [prefix: string, label: string][] = [
  ['individual.dob.', 'Date of birth'],
  ['individual.address.', 'Home address'],
  ['tos_acceptance.', "Acceptance of Stripe's terms of service"],
  ['company.address.', 'Business address'],
  ['company.', 'Business details'],
  ['representative.', 'Details of the account representative'],
  ['owners.', 'Details of the business owners'],
  ['directors.', 'Details of the directors'],
  ['executives.', 'Details of the executives'],
  ['person_', 'Details of a person on the account'],
];

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** One requirement in plain words; an unknown one by its last part ("tax_id" -> "Tax id"). */
export function requirementLabel(requirement: string): string {
  const exact = EXACT[requirement];
  if (exact) return exact;
  const group = PREFIXES.find(([prefix]) => requirement.startsWith(prefix));
  if (group) return group[1];
  const last = requirement.split('.').pop() ?? requirement;
  return capitalise(last.replace(/_/g, ' ').trim()) || requirement;
}

/** Stripe's `currently_due` in plain words, each said once, in Stripe's order. */
export function requirementLabels(currentlyDue: readonly string[]): string[] {
  return [...new Set(currentlyDue.map(requirementLabel))];
}

// ---- Coming back from Stripe's onboarding ---------------------------------------------------

/**
 * 'return' when Stripe sent the seller back from onboarding (finished or left), 'refresh' when
 * the link had expired or was used already and a new one is needed. The back end names its URLs
 * `?onboarding=return|refresh`; bare `?return` and `?refresh` are read the same.
 */
export type OnboardingReturn = 'return' | 'refresh';

export function onboardingReturnOf(search: string): OnboardingReturn | null {
  const params = new URLSearchParams(search);
  const named = params.get('onboarding');
  if (named === 'refresh' || params.has('refresh')) return 'refresh';
  if (named === 'return' || params.has('return')) return 'return';
  return null;
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** `payouts-2026-05-03.csv` unless the server names the file (Content-Disposition). */
export function ledgerFileName(contentDisposition: string | null, today: Date): string {
  const named = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(contentDisposition ?? '')?.[1];
  const safe = named ? decoded(named).replace(/[\\/]/g, '_').trim() : '';
  return safe || `payouts-${today.toISOString().slice(0, 10)}.csv`;
}

/**
 * An order reference short enough for a table cell (`ord_` and 8 of its 32 hex digits: enough
 * to tell a seller's orders apart); the full one is in the cell's title and its copy button.
 */
export function shortOrderRef(orderRef: string): string {
  const SHOWN = 12;
  return orderRef.length > SHOWN + 2 ? `${orderRef.slice(0, SHOWN)}…` : orderRef;
}
