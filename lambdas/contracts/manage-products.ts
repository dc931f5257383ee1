import { z } from 'zod';
import { PLATFORMS, type Product } from '../rules/product';
import {
  RELATIONSHIP_TYPES,
  type ProductFile,
  type ProductVersion,
  type RelationshipType,
} from '../rules/product-content';
import { FILE_PLATFORMS, UPLOAD_LIMITS, UPLOAD_PURPOSES } from '../rules/uploads';
import { idSchema } from './common';

/**
 * Catalogue management by sellers (their own products) and admins (every product). Every
 * route is under /api/manage and answers 404 for a product the caller may not manage. Every write of an existing item carries the `revision` the caller last read;
 * a stale one is refused with 409 and STALE_REVISION_MESSAGE, never silently overwritten.
 */

export const STALE_REVISION_MESSAGE =
  'This product was changed by someone else. Reload to see the latest version.';

export const MANAGE_MESSAGES = {
  titleEmpty: 'Title cannot be empty',
  noVersion: 'No Version Found: Please create a product version first before uploading files',
  videoFieldsRequired: 'Please enter both YouTube URL and video title',
  videoNoVersion: 'No version found for this product',
  invalidYoutubeUrl: 'Please enter a valid YouTube URL',
  needsPublishedVersion: 'Publish a version before making this product available for purchase.',
  featuredAdminOnly: 'Only an admin can feature a product.',
  versionNumberTaken: 'This version number already exists for this product.',
  publishedVersionLocked: 'Published versions cannot be edited.',
  latestMustBePublished: 'Only a published version can be the latest.',
  uploadMissing: 'The uploaded file was not found. Please upload it again.',
  uploadTooLarge: 'The file is larger than the upload limit.',
  uploadTypeNotAllowed: 'This file type cannot be uploaded.',
  uploadNotIssued: 'This upload does not belong to this product version. Please upload it again.',
  manualMustBePdf: 'Instruction manuals must be PDF files.',
  fileNotFound: 'File not found',
  productNotFound: 'Product Not Found',
} as const;

const revision = z.number().int().min(0);
const text = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);

/** The editable fields of a product (create and edit forms, validated the same on both ends). */
export const productInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120, 'Name is too long'),
  short_description: text(300),
  description: text(20_000),
  price: z
    .number({ error: 'Price must be a number' })
    .min(0, 'Price cannot be negative')
    .max(100_000, 'Price is too high')
    .multipleOf(0.01, 'Price has at most two decimals'),
  platform: z.enum(PLATFORMS, { error: 'Choose a platform' }),
  category: z.string().trim().min(1, 'Category is required').max(60),
  prerequisites: text(5_000),
  /** 11-character YouTube id, or empty. */
  video_youtube_id: z
    .string()
    .trim()
    .regex(/^([\w-]{11})?$/, 'Enter the 11-character YouTube video id'),
  system_shortname: text(60),
  system_filename: text(120),
  active: z.boolean(),
});
export type ProductInput = z.infer<typeof productInputSchema>;

export const createProductBody = productInputSchema;
export const updateProductBody = productInputSchema.extend({ revision });

export const listManagedProductsQuery = z.object({
  cursor: z.string().max(2000).optional(),
  search: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(60).optional(),
});

/** Who sells a product: only admins get this. */
export interface SellerSummary {
  id: string;
  user_id: string;
  name: string;
  email: string;
  active: boolean;
}

export type ManagedProduct = Omit<Product, 'seller_id'> & {
  seller_id?: string;
  revision: number;
  updated_at: string;
  /** The published version marked latest, for the list's badges. */
  latest_version_number: string | null;
  has_draft_version: boolean;
  /** Admin only. */
  seller?: SellerSummary | null;
};

export interface ManagedProductsResponse {
  products: ManagedProduct[];
  /** Pass back as `cursor` for the next page; absent on the last page. */
  nextCursor?: string;
}

/** A version or file as the editor sees it: with the revision its next write must name. */
export type ManagedVersion = ProductVersion & { revision: number };
export type ManagedFile = ProductFile & { revision: number };

export interface ManagedRelationship {
  relationship_type: RelationshipType;
  target_product_id: string;
  target_name: string;
}

/** GET /api/manage/products/{id}: everything the management and edit screens show. */
export interface ManagedProductDetail {
  product: ManagedProduct;
  /** Newest release first. */
  versions: ManagedVersion[];
  files: ManagedFile[];
  relationships: ManagedRelationship[];
  /** People waiting on the notify-me list (coming soon). */
  interest_count: number;
}

export const flagsBody = z
  .object({
    revision,
    featured: z.boolean().optional(),
    available_for_purchase: z.boolean().optional(),
    coming_soon: z.boolean().optional(),
  })
  .refine(
    (body) =>
      body.featured !== undefined ||
      body.available_for_purchase !== undefined ||
      body.coming_soon !== undefined,
    'Nothing to change',
  );

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

/**
 * A presigned PUT: send exactly these headers, and the body of exactly the declared size (the
 * browser sets Content-Length itself; it is part of the signature, so S3 refuses any other size).
 */
export interface UploadTarget {
  uploadUrl: string;
  headers: Record<string, string>;
  key: string;
}

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
    .max(30, 'At most 30 related products'),
});

export const assignSellerBody = z.object({ revision, sellerId: idSchema.nullable() });

export interface SellersResponse {
  sellers: SellerSummary[];
}

const versionNumber = z
  .string()
  .trim()
  .min(1, 'Version number is required')
  .max(30, 'Version number is too long')
  .regex(/^[\w.+-]+$/, 'Use letters, digits, dots and dashes (for example 1.2.0)');
const releaseDate = z.iso.date('Enter the release date as YYYY-MM-DD');

export const createVersionBody = z.object({
  version_number: versionNumber,
  release_date: releaseDate,
  changelog: text(20_000),
});
export const updateVersionBody = createVersionBody.extend({ revision });
export const versionActionBody = z.object({ revision });

export const fileUploadBody = z.object({
  versionId: idSchema,
  fileName: z.string().trim().min(1, 'File name is required').max(200, 'File name is too long'),
  contentType: z.string().trim().max(200),
  size: z
    .number()
    .int()
    .min(1, 'The file is empty')
    .max(UPLOAD_LIMITS.fileBytes, MANAGE_MESSAGES.uploadTooLarge),
  file_purpose: z.enum(UPLOAD_PURPOSES),
});

/** Confirms an upload: the server checks the object and reads its real size first. */
export const confirmFileBody = z.object({
  versionId: idSchema,
  key: z.string().trim().min(1).max(500),
  title: z.string().trim().min(1, MANAGE_MESSAGES.titleEmpty).max(200),
  display_name: z.string().trim().min(1).max(200),
  file_purpose: z.enum(UPLOAD_PURPOSES),
  platform: z.enum(FILE_PLATFORMS),
});

export const updateFileBody = z
  .object({
    revision,
    title: z.string().trim().min(1, MANAGE_MESSAGES.titleEmpty).max(200).optional(),
    platform: z.enum(FILE_PLATFORMS).optional(),
  })
  .refine((body) => body.title !== undefined || body.platform !== undefined, 'Nothing to change');

export const fileOrderBody = z.object({
  versionId: idSchema,
  file_purpose: z.string().trim().min(1).max(60),
  /** Every file of the group, in the new order (one DynamoDB transaction: at most 100 items). */
  fileIds: z.array(idSchema).min(1).max(100, 'At most 100 files can be reordered at once'),
});

/** Both fields required ('Please enter both YouTube URL and video title'). */
export const addVideoBody = z.object({
  versionId: idSchema,
  url: z.string().trim().min(1, MANAGE_MESSAGES.videoFieldsRequired).max(500),
  title: z.string().trim().min(1, MANAGE_MESSAGES.videoFieldsRequired).max(200),
});

/** POST .../files/upload: where the browser sends the file; confirm it with `key` afterwards. */
export interface FileUploadResponse {
  upload: UploadTarget;
  /** When the presigned request stops being accepted. */
  expiresAt: string;
}
