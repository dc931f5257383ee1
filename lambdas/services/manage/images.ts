import { randomUUID } from 'node:crypto';
import { MEDIA_MESSAGES, type ImageUploadResponse } from '../../contracts/manage/media';
import { STALE_REVISION_MESSAGE, type ManagedProductDetail } from '../../contracts/manage/products';
import { describeError, log } from '../../infra/logger';
import {
  deleteMediaObjects,
  keepSavedMediaObjects,
  mediaObjectExists,
  presignedImagePost,
} from '../../repositories/media-storage';
import { isStorableImageUrl } from '../../rules/image-url';
import { mediaKey, mediaUrl, parseMediaUrl, type MediaImage } from '../../rules/media';
import type { Product } from '../../rules/product';
import type { Caller } from '../shared/caller';
import { BadRequestError, ConflictError } from '../shared/errors';
import { manageableProduct } from './access';
import { loadManagedDetail, revisionOf } from './product-views';
import { saveProductChanges } from './product-write';

type ManagingCaller = Pick<Caller, 'userId' | 'role'>;

const RENDITIONS = ['card', 'detail'] as const;

/**
 * Two presigned POSTs for a new image of a product the caller manages: S3 accepts exactly the
 * declared sizes, WebP only, under a fresh id, so a stored image is never overwritten.
 */
export async function createImageUpload(
  caller: ManagingCaller,
  productId: string,
  body: { cardSize: number; detailSize: number },
): Promise<ImageUploadResponse> {
  await manageableProduct(caller, productId);
  const imageId = randomUUID();
  const [card, detail] = await Promise.all([
    presignedImagePost(mediaKey(productId, imageId, 'card'), body.cardSize),
    presignedImagePost(mediaKey(productId, imageId, 'detail'), body.detailSize),
  ]);
  return { card, detail, imageUrl: mediaUrl(productId, imageId, 'detail') };
}

const imageUrlsOf = (product: Pick<Product, 'image_url' | 'gallery_image_urls'>) =>
  [product.image_url, ...(product.gallery_image_urls ?? [])].filter((url) => url !== '');

/** This product's uploaded image named by `url`, if it is one. */
function ownMediaImage(url: string, productId: string): MediaImage | undefined {
  const media = parseMediaUrl(url);
  return media?.productId === productId ? media : undefined;
}

/**
 * Every URL must show as an image; an uploaded one must be this product's and, when it is new,
 * both of its renditions must be in the bucket (an upload that failed is never saved). Answers
 * the keys of the new uploads' renditions.
 */
async function checkImageUrls(product: Product, urls: readonly string[]): Promise<string[]> {
  for (const url of urls) {
    if (!isStorableImageUrl(url)) throw new BadRequestError(MEDIA_MESSAGES.imageUrlNotAllowed);
    if (parseMediaUrl(url) && !ownMediaImage(url, product.id)) {
      throw new BadRequestError(MEDIA_MESSAGES.imageUrlNotAllowed);
    }
  }
  const stored = new Set(imageUrlsOf(product));
  const added = urls.flatMap((url) => {
    const media = stored.has(url) ? undefined : ownMediaImage(url, product.id);
    return media ? [media] : [];
  });
  const keys = added.flatMap(({ imageId }) =>
    RENDITIONS.map((rendition) => mediaKey(product.id, imageId, rendition)),
  );
  for (const key of keys) {
    if (!(await mediaObjectExists(key))) throw new BadRequestError(MEDIA_MESSAGES.imageNotUploaded);
  }
  return keys;
}

/**
 * Sets the hero image and the gallery (in order) of a product the caller manages, if nobody
 * changed the product since `revision`. Uploaded images that are no longer used are removed
 * from the bucket afterwards; a failure there is logged, the change itself stands.
 */
export async function updateProductImages(
  caller: ManagingCaller,
  productId: string,
  body: { revision: number; image_url: string; gallery_image_urls: string[] },
): Promise<ManagedProductDetail> {
  const product = await manageableProduct(caller, productId);
  if (revisionOf(product) !== body.revision) throw new ConflictError(STALE_REVISION_MESSAGE);
  const gallery = body.gallery_image_urls;
  if (new Set(gallery).size !== gallery.length) {
    throw new BadRequestError(MEDIA_MESSAGES.imageRepeated);
  }
  const next = { image_url: body.image_url, gallery_image_urls: gallery };
  const kept = new Set(imageUrlsOf(next));
  const uploaded = await checkImageUrls(product, [...kept]);
  await keepSavedMediaObjects(uploaded);
  await saveProductChanges(product, body.revision, next);

  const unused = imageUrlsOf(product).flatMap((url) => {
    const media = kept.has(url) ? undefined : ownMediaImage(url, productId);
    return media
      ? RENDITIONS.map((rendition) => mediaKey(productId, media.imageId, rendition))
      : [];
  });
  try {
    await deleteMediaObjects(unused);
  } catch (error) {
    log('warn', 'Could not remove unused product images', { productId, ...describeError(error) });
  }
  return loadManagedDetail(productId);
}
