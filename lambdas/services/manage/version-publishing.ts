import { describeError, log } from '../../infra/logger';
import { putNotificationJob } from '../../repositories/notification-repository';
import { getProductPartition, type ProductPartition } from '../../repositories/product-repository';
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
 * Publishes a version (it becomes published and the latest, the product's catalogue keys
 * follow, in one transaction; its catalogue listing after), tells the seller's followers when
 * that first lists the product, and notifies its buyers. `revision` is the version's revision
 * the caller read: the back office's editor, or the version as it stands now.
 */
export async function publishPartitionVersion(
  partition: ProductPartition,
  versionId: string,
  revision: number,
  options: { now?: Date; conflictMessage?: string } = {},
): Promise<PublishResult> {
  const productId = partition.product.id;
  const published = await makeLatestVersion(partition, versionId, revision, options);
  await announceIfNewlyListed(partition.product, published);
  const notification = await notifyBuyersOfPublishedVersion(productId, versionId, options.now);
  return { productId, versionId, notification };
}

/** Publishes a version as it stands now (publishPartitionVersion). */
export async function publishVersion(
  productId: string,
  versionId: string,
  now = new Date(),
): Promise<PublishResult> {
  const partition = await getProductPartition(productId);
  if (!partition) throw new NotFoundError('Product not found');
  return publishPartitionVersion(
    partition,
    versionId,
    revisionOf(versionOf(partition, versionId)),
    {
      now,
      conflictMessage: 'The version was changed while it was being published',
    },
  );
}
