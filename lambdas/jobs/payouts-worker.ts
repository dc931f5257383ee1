import type { DynamoDBBatchResponse, DynamoDBStreamEvent, ScheduledEvent } from 'aws-lambda';
import { describeError, log } from '../infra/logger';
import { observedJob } from '../infra/observed-job';
import { keys, payoutKeys } from '../repositories/keys';
import { listPayoutsDue } from '../repositories/payout-order-repository';
import { bookOrderPayouts } from '../services/payouts/payout-booking';
import { releaseRun, type ReleaseRunResult } from '../services/payouts/release-service';
import { countOrderSales } from '../services/sales/sales-events';

/**
 * The payouts worker. Two triggers:
 * - the table's stream, filtered (lib/constructs/payouts.ts) to orders entering the payouts
 *   outbox: books and transfers their sellers' shares seconds after the buyer's fulfilment,
 *   which never waits for it;
 * - an EventBridge schedule every 15 minutes: the release job (outbox sweep, held earnings of
 *   sellers who can receive now, abandoned claims, failed transfers under their retry limit).
 * A stream record that fails is reported alone (partial batch response) and retried.
 * The same stream also brings every change of an order item: its sales and refunds are counted
 * into the per-product and per-seller sales figures (services/sales/sales-events.ts), once each.
 */

type WorkerEvent = DynamoDBStreamEvent | ScheduledEvent;

function isStream(event: WorkerEvent): event is DynamoDBStreamEvent {
  return Array.isArray((event as DynamoDBStreamEvent).Records);
}

/** The order of a stream record that entered (or is still in) the outbox. */
export function dueSessionOf(record: DynamoDBStreamEvent['Records'][number]): string | undefined {
  const image = record.dynamodb?.NewImage;
  if (image?.GSI3PK?.S !== payoutKeys.duePartition) return undefined;
  return image.session_id?.S;
}

const ORDER_KEY = keys.order('');

/** The order of a stream record that changed an order item (sales figures to count). */
export function changedOrderOf(record: DynamoDBStreamEvent['Records'][number]): string | undefined {
  const key = record.dynamodb?.Keys;
  const partition = key?.PK?.S;
  if (key?.SK?.S !== ORDER_KEY.SK || !partition?.startsWith(ORDER_KEY.PK)) return undefined;
  return partition.slice(ORDER_KEY.PK.length);
}

export async function onStream(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  const batchItemFailures: DynamoDBBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    const sessionId = dueSessionOf(record);
    const changed = changedOrderOf(record);
    if (!sessionId && !changed) continue;
    try {
      if (changed) await countOrderSales(changed);
      if (sessionId) await bookOrderPayouts(sessionId);
    } catch (error) {
      log('error', 'Booking an order’s payouts or sales figures failed', {
        ...describeError(error),
      });
      const id = record.dynamodb?.SequenceNumber;
      if (id) batchItemFailures.push({ itemIdentifier: id });
    }
  }
  return { batchItemFailures };
}

/**
 * The stream's stand-in where there is no stream (the local stack): books every order in the
 * outbox. Returns how many orders it looked at.
 */
export async function bookDuePayouts(): Promise<number> {
  const due = await listPayoutsDue();
  for (const sessionId of due) await bookOrderPayouts(sessionId);
  return due.length;
}

export const handler = observedJob(
  'payouts-worker',
  async (event: WorkerEvent): Promise<DynamoDBBatchResponse | ReleaseRunResult> =>
    isStream(event) ? onStream(event) : releaseRun(),
);
