import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { BatchConsumer, QueueRecord } from './local-queue';

/**
 * A queue consumer on Powertools' batch processing (BatchProcessor, EventType.SQS):
 * `handleRecord` handles one record and throws when it failed; the answer lists the failed
 * records (ReportBatchItemFailures), so SQS, or the local queue, receives only those again.
 *
 * - Records run one after the other, in the batch's order (Powertools' default runs them all at
 *   once).
 * - A batch whose every record failed is answered with all of them rather than an error
 *   (Powertools throws by default): SQS retries them just the same, and a message that will be
 *   retried is not a failed invocation, which the job's Errors alarm would report (with one
 *   message per batch, every failure would be a whole batch).
 * - A processor per batch: a processor keeps its batch's records and outcomes on itself, and the
 *   local queue runs several batches at once in one process.
 */
export function partialBatchConsumer(
  handleRecord: (record: QueueRecord) => Promise<void>,
): BatchConsumer {
  return (records) =>
    processPartialResponse({ Records: records }, handleRecord, new BatchProcessor(EventType.SQS), {
      processInParallel: false,
      throwOnFullBatchFailure: false,
    });
}
