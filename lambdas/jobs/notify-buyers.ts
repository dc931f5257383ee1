import type { ScheduledEvent, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import {
  processNotificationRecords,
  sweepNotifications,
} from '../services/notifications/notification-fanout-service';
import type { SweepResult } from '../services/notifications/notification-outbox';

export type NotifyBuyersEvent = SQSEvent | ScheduledEvent;

export function isQueueEvent(event: NotifyBuyersEvent): event is SQSEvent {
  return Array.isArray((event as SQSEvent).Records);
}

/**
 * The notification consumer. Two triggers:
 * - the notification queue: update e-mails of a published version and "now available" e-mails,
 *   fanned out in bounded batches (services/notifications/notification-fanout-service.ts).
 *   Failed records are reported one by one (ReportBatchItemFailures, through Powertools' batch
 *   processing), so SQS retries only those and sends them to the DLQ in the end; the
 *   per-recipient claims make retries safe;
 * - an EventBridge schedule: the outbox sweep, which sends the messages whose send to the queue
 *   failed (services/notifications/notification-outbox.ts).
 */
export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  return processNotificationRecords(event.Records);
}

/** Either trigger: a queue batch, or the scheduled sweep. */
export async function onEvent(event: NotifyBuyersEvent): Promise<SQSBatchResponse | SweepResult> {
  return isQueueEvent(event) ? handler(event) : sweepNotifications();
}
