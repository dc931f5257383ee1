/**
 * The `webhook` group's answers. Stripe's webhook itself takes the raw body (its signature is
 * checked on the exact bytes) and answers `{ received: true }`. Webhook failures: events whose
 * fulfilment failed, recorded with their error so an admin sees them and can retry one (the
 * same idempotent fulfilment as Stripe's own retries).
 */
export type WebhookFailureStatus = 'open' | 'resolved';

export interface WebhookFailureView {
  event_id: string;
  event_type: string;
  /** Shortened Checkout Session reference (never the whole id: it opens the guest downloads). */
  session_ref: string;
  mode: 'live' | 'test';
  status: WebhookFailureStatus;
  /** The last error, redacted and shortened. */
  error: string;
  attempts: number;
  first_failed_at: string;
  last_failed_at: string;
  resolved_at?: string;
  /** `stripe-retry` or `admin`. */
  resolved_by?: string;
}

export interface WebhookFailuresResponse {
  failures: WebhookFailureView[];
}

export interface WebhookRetryResponse {
  outcome: 'resolved' | 'failed';
  failure: WebhookFailureView;
}
