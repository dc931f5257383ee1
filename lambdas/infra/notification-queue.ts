import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { config } from './config';
import { currentCorrelationId } from './logger';
import { CORRELATION_ATTRIBUTE } from './observability-names';
import { traced } from './tracing';

/** The message of the version-notification queue (one per published version). */
export interface VersionNotificationMessage {
  productId: string;
  versionId: string;
}

export const NOTIFY_ENV = {
  /** SQS queue of the notify-buyers consumer (set by the CDK stack). */
  queueUrl: 'NOTIFY_QUEUE_URL',
  /** Set by the local stack: no queue, the consumer runs in-process. */
  inline: 'LOCAL_NOTIFY_INLINE',
} as const;

let client: SQSClient | undefined;

function sqs(): SQSClient {
  client ??= traced(new SQSClient({ region: config().region }));
  return client;
}

export type InlineConsumer = (message: VersionNotificationMessage) => Promise<unknown>;

/**
 * Hands a notification job to its consumer: on AWS an SQS message (the consumer Lambda and its
 * DLQ retry), locally the consumer itself, in-process, with the same idempotency. Returns how
 * it was dispatched.
 */
export async function dispatchVersionNotification(
  message: VersionNotificationMessage,
  runInline: InlineConsumer,
): Promise<'queued' | 'inline' | 'not-configured'> {
  const queueUrl = process.env[NOTIFY_ENV.queueUrl];
  if (queueUrl) {
    const correlationId = currentCorrelationId();
    await sqs().send(
      new SendMessageCommand({
        QueueUrl: queueUrl,
        MessageBody: JSON.stringify(message),
        // The consumer logs under the id of the request that queued the job.
        ...(correlationId && {
          MessageAttributes: {
            [CORRELATION_ATTRIBUTE]: { DataType: 'String', StringValue: correlationId },
          },
        }),
      }),
    );
    return 'queued';
  }
  if (process.env[NOTIFY_ENV.inline] === '1') {
    await runInline(message);
    return 'inline';
  }
  return 'not-configured';
}
