import { log } from '../../infra/logger';
import { deleteProductFiles } from '../../repositories/file-storage';
import { deleteProductPartition, hasAnyBuyer } from '../../repositories/managed-product-repository';
import { listUploadTicketKeys } from '../../repositories/product-file-repository';
import { deleteMediaPrefix } from '../../repositories/media-storage';
import { mediaPrefix } from '../../rules/media';
import { isVideoLink } from '../../rules/youtube';
import type { Caller } from '../shared/caller';
import { manageablePartition } from './products';
import { revisionOf } from './product-views';
import { deleteProductItem, saveProductChanges } from './product-write';

/**
 * A product nobody bought goes with its versions, files, images and objects. A product with buyers is
 * never hard-deleted: lifetime access is what they paid for. It is retired instead: out of the
 * catalogue and every management list, while purchases and downloads keep working.
 */
export async function deleteManagedProduct(
  caller: Pick<Caller, 'userId' | 'role'>,
  productId: string,
  now = new Date(),
): Promise<{ outcome: 'deleted' | 'retired' }> {
  const partition = await manageablePartition(caller, productId);
  const { product } = partition;
  if (await hasAnyBuyer(productId)) {
    await saveProductChanges(
      product,
      revisionOf(product),
      {
        retired_at: now.toISOString(),
        active: false,
        available_for_purchase: false,
        coming_soon: false,
        featured: false,
      },
      { now },
    );
    return { outcome: 'retired' };
  }
  // Uploads issued but never confirmed have objects too (their tickets go with the partition).
  const unconfirmed = await listUploadTicketKeys(productId);
  // The product item goes first, with the counters, if nobody changed it since it was read,
  // and the catalogue's listing items with it; the rest of its partition follows.
  await deleteProductItem(product);
  if (!(await deleteProductPartition(productId))) {
    log('warn', 'Some items of a deleted product were left behind (throttled)', { productId });
  }
  await deleteProductFiles([
    ...partition.files.filter((file) => !isVideoLink(file.file_type)).map((file) => file.file_path),
    ...unconfirmed,
  ]);
  await deleteMediaPrefix(mediaPrefix(productId));
  return { outcome: 'deleted' };
}
