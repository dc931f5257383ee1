import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { processNotificationRecords } from '../services/notifications/notification-fanout-service';

/**
 * Consumer of the notification queue: update e-mails of a published version and "now
 * available" e-mails, fanned out in bounded batches (services/notifications/notification-fanout-service.ts).
 * Failed records are reported one by one (ReportBatchItemFailures, through Powertools' batch
 * processing), so SQS retries only those and sends them to the DLQ in the end; the
 * per-recipient claims make retries safe.
 */
export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  return processNotificationRecords(event.Records);
}
