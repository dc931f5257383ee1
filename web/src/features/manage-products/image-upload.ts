import type { ImageUploadResponse, PresignedPostTarget } from '@contracts/manage/media';
import { coverCrop } from '@rules/media-crop';
import { IMAGE_RENDITIONS, MEDIA_CONTENT_TYPE, type ImageRendition } from '@rules/media';
import { callApi } from '../../lib/api-client';

/** WebP quality: photos and screenshots stay sharp at a fraction of PNG's size. */
const WEBP_QUALITY = 0.85;

/** A message meant for the seller (the panel shows it as the toast's description). */
export class ImageUploadError extends Error {}

async function decode(file: File): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(file);
  } catch {
    throw new ImageUploadError('This file is not an image the browser can read.');
  }
}

/** One rendition: cover-cropped to 4:3 (centred) and scaled to the rendition's size. */
async function renditionOf(image: ImageBitmap, rendition: ImageRendition): Promise<Blob> {
  const { width, height } = IMAGE_RENDITIONS[rendition];
  const crop = coverCrop(image.width, image.height, width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new ImageUploadError('This browser cannot resize images.');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, crop.sx, crop.sy, crop.sw, crop.sh, 0, 0, width, height);
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, MEDIA_CONTENT_TYPE, WEBP_QUALITY),
  );
  // A browser without a WebP encoder hands back PNG instead; the bucket only takes WebP.
  if (!blob || blob.type !== MEDIA_CONTENT_TYPE) {
    throw new ImageUploadError('This browser cannot create WebP images. Try another browser.');
  }
  return blob;
}

/** A presigned POST straight to storage: the fields first, the file last. */
async function postToStorage(target: PresignedPostTarget, blob: Blob): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
  form.append('file', blob);
  const answer = await fetch(target.url, { method: 'POST', body: form });
  if (!answer.ok) throw new Error(`Storage answered ${answer.status}`);
}

/**
 * Resizes a picked picture into both WebP renditions in the browser and uploads them straight
 * to storage; answers the URL to save as the hero or a gallery image.
 */
export function uploadProductImage(productId: string, file: File): Promise<string> {
  return uploadImageRenditions(file, (sizes) =>
    callApi('POST /api/manage/products/{id}/images/uploads', {
      params: { id: productId },
      body: { contentType: MEDIA_CONTENT_TYPE, ...sizes },
    }),
  );
}

/**
 * The same for any image with two renditions (a storefront's avatar too): `targets` asks the
 * API for the presigned POSTs of the given sizes.
 */
export async function uploadImageRenditions(
  file: File,
  targets: (sizes: { cardSize: number; detailSize: number }) => Promise<ImageUploadResponse>,
): Promise<string> {
  const image = await decode(file);
  try {
    const [card, detail] = await Promise.all([
      renditionOf(image, 'card'),
      renditionOf(image, 'detail'),
    ]);
    const posts = await targets({ cardSize: card.size, detailSize: detail.size });
    await Promise.all([postToStorage(posts.card, card), postToStorage(posts.detail, detail)]);
    return posts.imageUrl;
  } finally {
    image.close();
  }
}
