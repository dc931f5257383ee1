import { randomUUID } from 'node:crypto';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent, ScheduledEvent } from 'aws-lambda';
import { payoutKeys } from '../../../lambdas/repositories/keys';
import { listPayoutsDue } from '../../../lambdas/repositories/payout-order-repository';
import { localContext } from '../api-server/event';
import type { PayoutsJobs } from '../api-server/payouts-worker';
import { loadBundledHandler } from './load';

type WorkerEvent = DynamoDBStreamEvent | ScheduledEvent;

/**
 * The payouts worker's bundle behind its two local triggers. The table's stream is stood in
 * for by reading the outbox and handing the bundle one stream record per due order, shaped as
 * the stream's filter passes them (lib/constructs/payouts.ts); the schedule by a scheduled
 * event. The booking and the transfers run in the bundle.
 */
export function bundledPayoutsJobs(bundlesDir: string): PayoutsJobs {
  const worker = loadBundledHandler<WorkerEvent, DynamoDBBatchResponse | object>(
    bundlesDir,
    'payouts-worker',
  );
  const context = () => localContext('payouts-worker', randomUUID());
  return {
    bookDue: async () => {
      const due = await listPayoutsDue();
      if (!due.length) return;
      const event: DynamoDBStreamEvent = {
        Records: due.map((sessionId, index) => ({
          eventName: 'MODIFY',
          dynamodb: {
            SequenceNumber: String(index + 1),
            NewImage: { GSI3PK: { S: payoutKeys.duePartition }, session_id: { S: sessionId } },
          },
        })),
      };
      const answer = (await worker(event, context())) as DynamoDBBatchResponse;
      if (answer.batchItemFailures.length) {
        throw new Error(`${answer.batchItemFailures.length} due orders failed to book`);
      }
    },
    release: () =>
      worker(
        {
          version: '0',
          id: randomUUID(),
          'detail-type': 'Scheduled Event',
          source: 'aws.events',
          account: '000000000000',
          time: new Date().toISOString(),
          region: 'local',
          resources: [],
          detail: {},
        },
        context(),
      ),
  };
}
