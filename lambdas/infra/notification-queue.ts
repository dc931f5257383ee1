import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { config } from './config';
import { LocalQueue, type BatchConsumer } from './local-queue';
import { currentCorrelationId } from './logger';
import { CORRELATION_ATTRIBUTE } from './observability-names';
import { traced } from './tracing';

export type { BatchConsumer, QueueRecord } from './local-queue';

export const NOTIFY_ENV = {
  /** SQS queue of the notify-buyers consumer (set by the CDK stack). */
  queueUrl: 'NOTIFY_QUEUE_URL',
  /** Set by the local stack: no queue, the consumer runs in-process. */
  inline: 'LOCAL_NOTIFY_INLINE',
} as const;

/**
 * The notification queue's delivery settings, shared by the CDK event source and the local
 * stand-in. One message is one bounded batch of recipients, so a receive is one batch; a few
 * run at once (SES's send rate); five receives, then the dead-letter queue.
 */
export const NOTIFICATION_QUEUE = {
  batchSize: 1,
  maxConcurrency: 4,
  maxReceiveCount: 5,
  /** Consumer timeout; a batch is sized to finish well within it. */
  consumerTimeoutSeconds: 60,
  /** Locally a failed message is received again after this delay (SQS: the visibility timeout). */
  localRetryDelayMs: 250,
} as const;

/** SQS accepts at most ten messages per SendMessageBatch. */
const SEND_BATCH_LIMIT = 10;

let client: SQSClient | undefined;
let localQueue: LocalQueue | undefined;

function sqs(): SQSClient {
  client ??= traced(new SQSClient({ region: config().region }));
  return client;
}

function local(consume: BatchConsumer): LocalQueue {
  localQueue ??= new LocalQueue(
    {
      batchSize: NOTIFICATION_QUEUE.batchSize,
      maxConcurrency: NOTIFICATION_QUEUE.maxConcurrency,
      maxReceiveCount: NOTIFICATION_QUEUE.maxReceiveCount,
      retryDelayMs: NOTIFICATION_QUEUE.localRetryDelayMs,
    },
    consume,
  );
  return localQueue;
}

async function sendToSqs(queueUrl: string, bodies: string[]): Promise<void> {
  const correlationId = currentCorrelationId();
  for (let start = 0; start < bodies.length; start += SEND_BATCH_LIMIT) {
    const chunk = bodies.slice(start, start + SEND_BATCH_LIMIT);
    const result = await sqs().send(
      new SendMessageBatchCommand({
        QueueUrl: queueUrl,
        Entries: chunk.map((body, index) => ({
          Id: String(index),
          MessageBody: body,
          // The consumer logs under the id of the request that queued the job.
          ...(correlationId && {
            MessageAttributes: {
              [CORRELATION_ATTRIBUTE]: { DataType: 'String', StringValue: correlationId },
            },
          }),
        })),
      }),
    );
    if (result.Failed && result.Failed.length > 0) {
      throw new Error(`SQS refused ${result.Failed.length} notification message(s)`);
    }
  }
}

/**
 * Queues notification messages: on AWS to SQS (the consumer Lambda, its retries and DLQ), on
 * the local stack to the in-process stand-in, which calls `consume` as the event source calls
 * the Lambda. Returns how they were dispatched.
 */
export async function enqueueNotifications(
  messages: readonly object[],
  consume: BatchConsumer,
): Promise<NotificationQueueMode> {
  const bodies = messages.map((message) => JSON.stringify(message));
  const queueUrl = process.env[NOTIFY_ENV.queueUrl];
  if (queueUrl) {
    await sendToSqs(queueUrl, bodies);
    return 'queued';
  }
  if (process.env[NOTIFY_ENV.inline] === '1') {
    local(consume).send(bodies);
    return 'inline';
  }
  return 'not-configured';
}

export type NotificationQueueMode = 'queued' | 'inline' | 'not-configured';

/** Where enqueueNotifications would send now: SQS, the in-process queue, or nowhere. */
export function notificationQueueMode(): NotificationQueueMode {
  if (process.env[NOTIFY_ENV.queueUrl]) return 'queued';
  return process.env[NOTIFY_ENV.inline] === '1' ? 'inline' : 'not-configured';
}

/** Local stack and tests: resolves when the in-process queue has nothing left to do. */
export async function localNotificationsSettled(): Promise<void> {
  await localQueue?.whenIdle();
}

/** Local stack and tests: how many messages the consumer received. */
export function localNotificationReceives(): number {
  return localQueue?.receivedCount() ?? 0;
}

/** Local stack and tests: what failed every attempt. */
export function localNotificationDeadLetters(): string[] {
  return localQueue?.deadLetterBodies() ?? [];
}
