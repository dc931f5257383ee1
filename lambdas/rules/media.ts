/**
 * Product images uploaded by sellers: two WebP renditions of each image, stored under
 * `media/{productId}/{imageId}-{rendition}.webp` and served publicly at the same path on the
 * site's own origin (CloudFront's /media/* behaviour on AWS, the dev server's proxy locally).
 * A product stores the detail rendition's URL; the card rendition is derived from it.
 */

/** Card images 400x300 and detail images 800x600, both 4:3. */
export const IMAGE_RENDITIONS = {
  card: { width: 400, height: 300 },
  detail: { width: 800, height: 600 },
} as const;
export type ImageRendition = keyof typeof IMAGE_RENDITIONS;

export const MEDIA_CONTENT_TYPE = 'image/webp';
/** Keys are never reused (a new upload gets a new id), so browsers and CloudFront keep them. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const MEDIA_URL = /^\/media\/([A-Za-z0-9_-]{1,100})\/([A-Za-z0-9_-]{1,100})-(card|detail)\.webp$/;

/** Object key of one rendition; the public URL is the same path with a leading slash. */
export function mediaKey(productId: string, imageId: string, rendition: ImageRendition): string {
  return `media/${productId}/${imageId}-${rendition}.webp`;
}

/** Every image of one product (removed with the product). */
export function mediaPrefix(productId: string): string {
  return `media/${productId}/`;
}

export function mediaUrl(productId: string, imageId: string, rendition: ImageRendition): string {
  return `/${mediaKey(productId, imageId, rendition)}`;
}

export interface MediaImage {
  productId: string;
  imageId: string;
}

/** The product and image an uploaded image's URL names; undefined for any other URL. */
export function parseMediaUrl(url: string): MediaImage | undefined {
  const match = MEDIA_URL.exec(url.trim());
  return match ? { productId: match[1]!, imageId: match[2]! } : undefined;
}

/**
 * The URL to show at a given size: an uploaded image's matching rendition, any other URL as it
 * is (external images come in one size).
 */
export function imageRenditionUrl(url: string, rendition: ImageRendition): string {
  const media = parseMediaUrl(url);
  return media ? mediaUrl(media.productId, media.imageId, rendition) : url;
}
