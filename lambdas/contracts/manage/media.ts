import { z } from 'zod';
import { MAX_RELATIONSHIPS, RELATIONSHIP_TYPES } from '../../rules/product-content';
import { UPLOAD_LIMITS } from '../../rules/uploads';
import { idSchema } from '../common';
import { revision } from './products';

/** Product images (uploaded straight to the media bucket, or external URLs) and links. */

/** What the images and relationships routes refuse, and why. */
export const MEDIA_MESSAGES = {
  webpOnly: 'Images are uploaded as WebP',
  imageTooLarge: 'The image is too large',
  imageUrlNotAllowed:
    'Use an uploaded image or an image URL ending in .jpg, .jpeg, .png, .gif or .webp',
  imageNotUploaded: 'The image was not uploaded. Please upload it again.',
  imageRepeated: 'Each image can be in the gallery only once',
  relatedToItself: 'A product cannot be related to itself',
  relatedNotFound: 'Related product not found',
  relatedRepeated: 'Each product can be linked only once',
} as const;

export const MAX_GALLERY_IMAGES = 12;

/** The hero image ('' for none) and the gallery, in order; uploaded images or external URLs. */
const imageUrl = z.string().trim().max(2000);
export const imagesBody = z.object({
  revision,
  image_url: imageUrl,
  gallery_image_urls: z
    .array(imageUrl.min(1))
    .max(MAX_GALLERY_IMAGES, `At most ${MAX_GALLERY_IMAGES} gallery images`),
});

/**
 * Both WebP renditions of one image, resized in the browser (400x300 card, 800x600 detail),
 * with their exact sizes: the presigned POSTs let S3 accept exactly those lengths and that type.
 */
const renditionSize = z
  .number()
  .int()
  .min(1, 'The image is empty')
  .max(UPLOAD_LIMITS.imageBytes, MEDIA_MESSAGES.imageTooLarge);
export const imageUploadBody = z.object({
  contentType: z.literal('image/webp', { error: MEDIA_MESSAGES.webpOnly }),
  cardSize: renditionSize,
  detailSize: renditionSize,
});

/** A presigned POST: a multipart form with `fields` first and the file last, sent to `url`. */
export interface PresignedPostTarget {
  url: string;
  fields: Record<string, string>;
  key: string;
}

export interface ImageUploadResponse {
  card: PresignedPostTarget;
  detail: PresignedPostTarget;
  /** The detail rendition's public URL, to store in image_url or gallery_image_urls. */
  imageUrl: string;
}

/** Replaces all of a product's relationships; order within a type is the order given. */
export const relationshipsBody = z.object({
  revision,
  relationships: z
    .array(z.object({ relationship_type: z.enum(RELATIONSHIP_TYPES), target_product_id: idSchema }))
    .max(MAX_RELATIONSHIPS, `At most ${MAX_RELATIONSHIPS} related products`),
});
