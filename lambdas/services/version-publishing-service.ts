import { describeError, log } from '../infra/logger';
import { dispatchVersionNotification } from '../infra/notification-queue';
import { putNotificationJob } from '../repositories/notification-repository';
import { getProductPartition, putProduct, putVersion } from '../repositories/product-repository';
import { NotFoundError } from './errors';
import { notifyBuyersOfVersion } from './version-notification-service';

export interface PublishResult {
  productId: string;
  versionId: string;
  notification: 'queued' | 'inline' | 'not-configured' | 'failed';
}

/**
 * Publishes a version: it becomes published and the latest (every other version not latest),
 * the product is re-put with has_published_version so its catalogue index keys follow, and a
 * notification job is written and handed to the buyers' notification consumer.
 */
export async function publishVersion(
  productId: string,
  versionId: string,
  now = new Date(),
): Promise<PublishResult> {
  const partition = await getProductPartition(productId);
  if (!partition) throw new NotFoundError('Product not found');
  if (!partition.versions.some((version) => version.id === versionId)) {
    throw new NotFoundError('Version not found');
  }
  for (const version of partition.versions) {
    const isTarget = version.id === versionId;
    const next = {
      ...version,
      is_published: isTarget || version.is_published,
      is_latest: isTarget,
    };
    if (next.is_published !== version.is_published || next.is_latest !== version.is_latest) {
      await putVersion(next);
    }
  }
  await putProduct({ ...partition.product, has_published_version: true });
  await putNotificationJob({
    product_id: productId,
    version_id: versionId,
    status: 'pending',
    created_at: now.toISOString(),
  });
  let notification: PublishResult['notification'];
  try {
    notification = await dispatchVersionNotification({ productId, versionId }, (message) =>
      notifyBuyersOfVersion(message.productId, message.versionId),
    );
  } catch (error) {
    // The version is published either way; the pending job item tells what is left to send.
    notification = 'failed';
    log('error', 'Could not dispatch version notifications', {
      productId,
      versionId,
      ...describeError(error),
    });
  }
  return { productId, versionId, notification };
}
