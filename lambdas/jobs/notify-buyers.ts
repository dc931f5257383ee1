import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { z } from 'zod';
import { describeError, log } from '../infra/logger';
import { notifyBuyersOfVersion } from '../services/version-notification-service';

const messageSchema = z.object({ productId: z.string().min(1), versionId: z.string().min(1) });

/**
 * Consumer of the version-notification queue (records `{ productId, versionId }`). Failed
 * records are reported one by one (ReportBatchItemFailures), so SQS retries only those and
 * sends them to the DLQ in the end; the per-recipient claims make retries safe.
 */
export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  const failures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    try {
      const message = messageSchema.parse(JSON.parse(record.body));
      await notifyBuyersOfVersion(message.productId, message.versionId);
    } catch (error) {
      log('error', 'Version notification job failed', {
        messageId: record.messageId,
        ...describeError(error),
      });
      failures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures: failures };
}
