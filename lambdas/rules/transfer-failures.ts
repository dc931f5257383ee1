/**
 * What a failed transfer to a seller means for the admin: what happened, what to do, and whether
 * pressing Retry can help. Read from Stripe's error code when it was stored, else from the
 * stored error text (rows failed before codes were kept), and from the share's amount, so the
 * payouts page never shows a raw Stripe message or a Retry that is bound to fail again.
 */
export interface TransferFailureExplanation {
  /** What happened, in the admin's words. */
  reason: string;
  /** What to do about it. */
  action: string;
  /** Whether another attempt of the same transfer can succeed (now or after the action). */
  retryable: boolean;
}

export interface TransferFailureFacts {
  /** Stripe's `code` (or, without one, its error `type`) as stored at the failure. */
  code?: string;
  /** The stored error text ("StripeInvalidRequestError: ..."), redacted. */
  text?: string;
  amount_cents: number;
}

const NOTHING_TO_TRANSFER: TransferFailureExplanation = {
  reason:
    "The seller's share of this order is $0.00 (lines refunded or all commission), and Stripe cannot transfer nothing.",
  action: 'Press Retry: a zero share is settled without a Stripe transfer.',
  retryable: true,
};

const BAD_AMOUNT: TransferFailureExplanation = {
  reason: "Stripe did not accept the transfer's amount as a whole, positive number of cents.",
  action:
    "The shop's payout figures for this order need fixing: report the order reference to the team. Retrying will fail the same way.",
  retryable: false,
};

const NO_PAYMENT: TransferFailureExplanation = {
  reason: 'The order has no card payment to transfer from (a free or test order).',
  action: 'Pay the seller outside Stripe if a share is owed; retrying will fail the same way.',
  retryable: false,
};

const PAYMENT_GONE: TransferFailureExplanation = {
  reason: "The order's payment was refunded or disputed, so there is nothing left to transfer.",
  action: 'Check the order; no retry is needed.',
  retryable: false,
};

const ACCOUNT_CANNOT_RECEIVE: TransferFailureExplanation = {
  reason: "The seller's Stripe account cannot receive transfers.",
  action:
    'Ask the seller to finish their Stripe onboarding from their payouts page, then press Retry.',
  retryable: true,
};

const BALANCE_TOO_LOW: TransferFailureExplanation = {
  reason:
    "The shop's Stripe balance does not cover the transfer yet (the payment may not have settled).",
  action: 'Press Retry once the funds are available in Stripe (usually within a few days).',
  retryable: true,
};

const STRIPE_UNAVAILABLE: TransferFailureExplanation = {
  reason: 'Stripe could not be reached or was busy.',
  action: 'Press Retry; the release job also tries again on its own.',
  retryable: true,
};

const KEY_REFUSED: TransferFailureExplanation = {
  reason: "Stripe refused the shop's secret key or its Connect permissions.",
  action: 'Check the Stripe secret and Connect settings of the deployment, then press Retry.',
  retryable: true,
};

const UNKNOWN: TransferFailureExplanation = {
  reason: 'Stripe refused the transfer.',
  action:
    "Press Retry once; if it fails again, look the order up in Stripe's dashboard (Connect → Transfers).",
  retryable: true,
};

const BY_CODE: Readonly<Record<string, TransferFailureExplanation>> = {
  parameter_invalid_integer: BAD_AMOUNT,
  amount_too_small: BAD_AMOUNT,
  balance_insufficient: BALANCE_TOO_LOW,
  insufficient_funds: BALANCE_TOO_LOW,
  account_invalid: ACCOUNT_CANNOT_RECEIVE,
  account_closed: ACCOUNT_CANNOT_RECEIVE,
  transfers_not_allowed: ACCOUNT_CANNOT_RECEIVE,
  charge_already_refunded: PAYMENT_GONE,
  charge_disputed: PAYMENT_GONE,
  StripeConnectionError: STRIPE_UNAVAILABLE,
  StripeAPIError: STRIPE_UNAVAILABLE,
  StripeRateLimitError: STRIPE_UNAVAILABLE,
  rate_limit: STRIPE_UNAVAILABLE,
  lock_timeout: STRIPE_UNAVAILABLE,
  StripeAuthenticationError: KEY_REFUSED,
  StripePermissionError: KEY_REFUSED,
  platform_api_key_expired: KEY_REFUSED,
};

/** Texts of errors stored before codes were kept, in the order they are told apart. */
const BY_TEXT: readonly [RegExp, TransferFailureExplanation][] = [
  [/invalid positive integer|amount must be (at least|greater)/i, BAD_AMOUNT],
  [/no payment to transfer from/i, NO_PAYMENT],
  [/insufficient (available )?funds|balance_insufficient/i, BALANCE_TOO_LOW],
  [
    /no such destination|account.*(cannot|can't|not).*(receive|transfers)|capabilit/i,
    ACCOUNT_CANNOT_RECEIVE,
  ],
  [/already (been )?refunded|disputed/i, PAYMENT_GONE],
  [/^Stripe(Connection|API|RateLimit)Error|ECONNRESET|ETIMEDOUT|timed? ?out/i, STRIPE_UNAVAILABLE],
  [/^Stripe(Authentication|Permission)Error|invalid api key/i, KEY_REFUSED],
];

export function explainTransferFailure(facts: TransferFailureFacts): TransferFailureExplanation {
  if (facts.amount_cents <= 0) return NOTHING_TO_TRANSFER;
  const byCode = facts.code !== undefined ? BY_CODE[facts.code] : undefined;
  if (byCode) return byCode;
  const text = facts.text ?? '';
  return BY_TEXT.find(([pattern]) => pattern.test(text))?.[1] ?? UNKNOWN;
}

/** The code to store of a thrown error: Stripe's `code`, else its `type`; undefined otherwise. */
export function transferFailureCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, type } = error as { code?: unknown; type?: unknown };
  if (typeof code === 'string' && code) return code.slice(0, 80);
  if (typeof type === 'string' && type) return type.slice(0, 80);
  return undefined;
}
