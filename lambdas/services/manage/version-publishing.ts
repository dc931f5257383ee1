import { describeError, log } from '../../infra/logger';
import { putNotificationJob } from '../../repositories/notification-repository';
import { getProductPartition } from '../../repositories/product-repository';
import { NotFoundError } from '../shared/errors';
import { makeLatestVersion, versionOf } from './latest-version';
import { revisionOf } from './product-views';
import { announceIfNewlyListed } from '../notifications/listing-announcement';
import { startVersionNotifications } from '../notifications/notification-fanout-service';

export interface PublishResult {
  productId: string;
  versionId: string;
  notification: 'queued' | 'inline' | 'not-configured' | 'deferred' | 'failed';
}

/**
 * After a version is published: a notification job is written and queued through the outbox
 * (a queue that cannot be reached leaves it to the outbox sweep); the consumer pages
 * through the buyers in bounded batches and e-mails each buyer once (a per-recipient claim makes a second
 * publish of the same version, or a retried job, send nobody a second e-mail).
 */
export async function notifyBuyersOfPublishedVersion(
  productId: string,
  versionId: string,
  now = new Date(),
): Promise<PublishResult['notification']> {
  await putNotificationJob({
    product_id: productId,
    version_id: versionId,
    status: 'pending',
    created_at: now.toISOString(),
  });
  try {
    return await startVersionNotifications(productId, versionId);
  } catch (error) {
    // The outbox could not be written. The version is published either way; the pending job
    // item tells what is left to send.
    log('error', 'Could not dispatch version notifications', {
      productId,
      versionId,
      ...describeError(error),
    });
    return 'failed';
  }
}

/**
 * Publishes a version as it stands now (it becomes published and the latest, the product's
 * catalogue keys follow, in one transaction; its catalogue listing after) and notifies its
 * buyers. The back office goes through the same transaction with the revision its editor read.
 */
export async function publishVersion(
  productId: string,
  versionId: string,
  now = new Date(),
): Promise<PublishResult> {
  const partition = await getProductPartition(productId);
  if (!partition) throw new NotFoundError('Product not found');
  const target = versionOf(partition, versionId);
  const published = await makeLatestVersion(partition, versionId, revisionOf(target), {
    now,
    conflictMessage: 'The version was changed while it was being published',
  });
  await announceIfNewlyListed(partition.product, published);
  const notification = await notifyBuyersOfPublishedVersion(productId, versionId, now);
  return { productId, versionId, notification };
}
