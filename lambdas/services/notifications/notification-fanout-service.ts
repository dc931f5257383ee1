import { describeError, log } from '../../infra/logger';
import { type BatchConsumer, type QueueRecord } from '../../infra/notification-queue';
import { partialBatchConsumer } from '../../infra/partial-batch';
import { claimListingAnnouncement } from '../../repositories/listing-announcement-repository';
import {
  notifyAvailabilityBatch,
  planAvailabilityNotifications,
} from './availability-notifications';
import { notifyListingBatch, planListingNotifications } from './listing-notifications';
import {
  notificationMessageSchema,
  type NotificationMessage,
  type ParsedNotificationMessage,
} from './notification-messages';
import {
  dispatchNotifications,
  sweepNotificationOutbox,
  type DispatchResult,
  type SweepResult,
} from './notification-outbox';
import { notifyVersionBatch, planVersionNotifications } from './version-notification-service';

export type { DispatchResult } from './notification-outbox';

/** Runs one message; a plan returns the messages it queues next. */
async function run(message: ParsedNotificationMessage): Promise<NotificationMessage[]> {
  switch (message.kind) {
    case 'version':
      return planVersionNotifications(message.productId, message.versionId, message.cursor);
    case 'version-batch':
      await notifyVersionBatch(message.productId, message.versionId, {
        userIds: message.userIds,
        sessionIds: message.sessionIds,
      });
      return [];
    case 'availability':
      return planAvailabilityNotifications(message.productId, message.cursor);
    case 'availability-batch':
      await notifyAvailabilityBatch(message.productId, message.emails);
      return [];
    case 'listing':
      return planListingNotifications(message.productId, message.cursor);
    case 'listing-batch':
      await notifyListingBatch(message.productId, message.userIds);
      return [];
  }
}

/**
 * One queue message: a plan queues its follow-up messages (through the outbox) before the
 * message counts as done. A failure is logged and thrown, so the message is reported failed and
 * received again.
 */
async function processNotificationRecord(record: QueueRecord): Promise<void> {
  try {
    const message = notificationMessageSchema.parse(JSON.parse(record.body));
    const next = await run(message);
    if (next.length > 0) await dispatchNotifications(next, processNotificationRecords);
  } catch (error) {
    log('error', 'Notification message failed', {
      messageId: record.messageId,
      receiveCount: record.attributes.ApproximateReceiveCount,
      ...describeError(error),
    });
    throw error;
  }
}

/**
 * The queue consumer (the NotifyBuyers Lambda on AWS, the in-process queue locally). Each
 * record is one message; failed records are reported one by one (Powertools' batch
 * processing, infra/partial-batch.ts), so only they are received again.
 */
export const processNotificationRecords: BatchConsumer =
  partialBatchConsumer(processNotificationRecord);

/** Queues a published version's update e-mails to its buyers. */
export function startVersionNotifications(
  productId: string,
  versionId: string,
): Promise<DispatchResult> {
  return dispatchNotifications(
    [{ kind: 'version', productId, versionId } satisfies NotificationMessage],
    processNotificationRecords,
  );
}

/**
 * Queues the "now available" e-mails to a product's notify-me list. The product is available
 * either way: an outbox that cannot be written is logged, never the request's failure.
 */
export async function startAvailabilityNotifications(
  productId: string,
): Promise<DispatchResult | 'failed'> {
  try {
    return await dispatchNotifications(
      [{ kind: 'availability', productId } satisfies NotificationMessage],
      processNotificationRecords,
    );
  } catch (error) {
    log('error', 'Could not queue availability notifications', {
      productId,
      ...describeError(error),
    });
    return 'failed';
  }
}

/**
 * Queues the new-listing e-mails to the followers of a product's seller, once per product
 * ever (a claimed marker): the product is listed either way, so a failure is logged, never
 * the request's.
 */
export async function startListingNotifications(
  productId: string,
  sellerId: string,
): Promise<DispatchResult | 'failed' | 'announced-before'> {
  try {
    if (!(await claimListingAnnouncement(productId, sellerId, new Date().toISOString()))) {
      return 'announced-before';
    }
    return await dispatchNotifications(
      [{ kind: 'listing', productId } satisfies NotificationMessage],
      processNotificationRecords,
    );
  } catch (error) {
    log('error', 'Could not queue listing notifications', { productId, ...describeError(error) });
    return 'failed';
  }
}

/** The scheduled sweep of the notification outbox (messages whose send failed). */
export function sweepNotifications(now?: Date): Promise<SweepResult> {
  return sweepNotificationOutbox(processNotificationRecords, now);
}
