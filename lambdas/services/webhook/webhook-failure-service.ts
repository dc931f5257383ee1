import type {
  WebhookFailureView,
  WebhookFailuresResponse,
  WebhookRetryResponse,
} from '../../contracts/webhook';
import { redactText } from '../../infra/log-redaction';
import { describeError, log } from '../../infra/logger';
import { countMetric, METRIC } from '../../infra/metrics';
import { writeTransaction } from '../../repositories/transaction';
import {
  getWebhookFailure,
  listOpenWebhookFailures,
  recordWebhookFailure,
  resolveWebhookFailure,
  resolveWebhookFailureTransactUpdate,
  type WebhookFailure,
} from '../../repositories/webhook-failure-repository';
import { sessionRef } from '../../rules/checkout';
import { auditWrite, type AdminActor } from '../shared/audit-service';
import { NotFoundError } from '../shared/errors';
import { fulfil } from '../fulfilment/fulfilment-service';

export const WEBHOOK_FAILURE_NOT_FOUND = 'Webhook failure not found';
const MAX_ERROR_LENGTH = 500;
const MAX_LISTED = 50;

/** What is kept of an error: its message, redacted and shortened (no stack, no addresses). */
export function failureText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return redactText(text).slice(0, MAX_ERROR_LENGTH);
}

export interface FailedEvent {
  eventId: string;
  eventType: string;
  sessionId: string;
  mode: 'live' | 'test';
}

/**
 * Fulfilment of a paid session failed: the event is recorded with its error for the admin's
 * retry and counted (the FulfilmentFailures alarm). Recording never hides the original failure.
 */
export async function recordFulfilmentFailure(
  event: FailedEvent,
  error: unknown,
  now = new Date(),
): Promise<void> {
  countMetric(METRIC.fulfilmentFailures);
  try {
    await recordWebhookFailure({ ...event, error: failureText(error), at: now.toISOString() });
  } catch (recordError) {
    log('error', 'Could not record a webhook failure', {
      eventId: event.eventId,
      ...describeError(recordError),
    });
  }
}

/** Stripe's own retry of a failed event succeeded: the failure leaves the open list. */
export async function clearFulfilmentFailure(eventId: string, now = new Date()): Promise<void> {
  try {
    if (await resolveWebhookFailure(eventId, 'stripe-retry', now)) {
      log('info', 'A failed webhook event succeeded on Stripe retry', { eventId });
    }
  } catch (error) {
    // The order is fulfilled; a stale open record only costs the admin a no-op retry.
    log('warn', 'Could not resolve a webhook failure record', { eventId, ...describeError(error) });
  }
}

function view(failure: WebhookFailure): WebhookFailureView {
  return {
    event_id: failure.event_id,
    event_type: failure.event_type,
    session_ref: sessionRef(failure.session_id),
    mode: failure.mode,
    status: failure.status,
    error: failure.error,
    attempts: failure.attempts,
    first_failed_at: failure.first_failed_at,
    last_failed_at: failure.last_failed_at,
    ...(failure.resolved_at && { resolved_at: failure.resolved_at }),
    ...(failure.resolved_by && { resolved_by: failure.resolved_by }),
  };
}

/** GET /api/admin/webhook-failures: the open failures, newest first. */
export async function listWebhookFailures(): Promise<WebhookFailuresResponse> {
  return { failures: (await listOpenWebhookFailures(MAX_LISTED)).map(view) };
}

async function openFailure(eventId: string): Promise<WebhookFailure> {
  const failure = await getWebhookFailure(eventId);
  if (!failure || failure.status !== 'open') throw new NotFoundError(WEBHOOK_FAILURE_NOT_FOUND);
  return failure;
}

/**
 * POST /api/admin/webhook-failures/{eventId}/retry: runs the same idempotent fulfilment again
 * (an order that was paid meanwhile is not paid twice, the receipt is not sent twice). Success
 * resolves the failure together with the audit entry; another failure is recorded with its new
 * error and audited too, so every attempt an admin makes is in the log.
 */
export async function retryWebhookFailure(
  actor: AdminActor,
  eventId: string,
  now = new Date(),
): Promise<WebhookRetryResponse> {
  const failure = await openFailure(eventId);
  const target = { type: 'webhook_event' as const, id: eventId };
  let error: unknown;
  try {
    const result = await fulfil(failure.session_id, failure.mode);
    // Settled means done: paid, or refunded because the buyer already owned it all.
    if (result.status !== 'paid' && result.status !== 'refunded') {
      error = new Error('The Checkout Session is not paid');
    } else if ('refundPending' in result && result.refundPending) {
      error = new Error('The refund of a duplicate payment is still due');
    }
  } catch (caught) {
    error = caught;
  }

  if (error === undefined) {
    const outcome = await writeTransaction([
      resolveWebhookFailureTransactUpdate(eventId, 'admin', now),
      auditWrite(actor, 'webhook.retry', target, `${failure.event_type}: resolved`, now),
    ]);
    // Resolved meanwhile (Stripe's retry or another admin): the order is fulfilled either way.
    if (!outcome.ok) log('info', 'Webhook failure was resolved concurrently', { eventId });
    return { outcome: 'resolved', failure: view((await getWebhookFailure(eventId)) ?? failure) };
  }

  log('warn', 'Admin retry of a webhook event failed', { eventId, ...describeError(error) });
  await recordFulfilmentFailure(
    {
      eventId,
      eventType: failure.event_type,
      sessionId: failure.session_id,
      mode: failure.mode,
    },
    error,
    now,
  );
  await writeTransaction([
    auditWrite(actor, 'webhook.retry', target, `${failure.event_type}: failed again`, now),
  ]);
  return { outcome: 'failed', failure: view(await openFailure(eventId)) };
}
