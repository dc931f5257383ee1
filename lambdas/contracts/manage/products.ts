import { z } from 'zod';
import { PLATFORMS, type Product } from '../../rules/product';
import {
  type ProductFile,
  type ProductVersion,
  type RelationshipType,
} from '../../rules/product-content';
import { idSchema } from '../common';
import { PRICING_MESSAGES, payWhatYouWantProblem } from '../../rules/pricing-options';

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

/** The revision an editor last read: every write of an existing item names it. */
export const revision = z.number().int().min(0);
export const text = (max: number) =>
  z.string().trim().max(max, `Must be at most ${max} characters`);

/** The editable fields of a product (create and edit forms, validated the same on both ends). */
const productFields = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120, 'Name is too long'),
  short_description: text(300),
  description: text(20_000),
  price: z
    .number({ error: 'Price must be a number' })
    .min(0, 'Price cannot be negative')
    .max(100_000, 'Price is too high')
    .multipleOf(0.01, 'Price has at most two decimals'),
  /** Pay what you want from this minimum (then `price` is the suggested price); null: fixed. */
  pwyw_minimum: z
    .number({ error: PRICING_MESSAGES.minimumInvalid })
    .min(0, PRICING_MESSAGES.minimumInvalid)
    .max(100_000, 'The minimum is too high')
    .multipleOf(0.01, PRICING_MESSAGES.minimumInvalid)
    .nullable()
    .optional(),
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
/** The fields, with the pay-what-you-want suggested price checked against its minimum. */
export const productInputSchema = productFields.superRefine((input, context) => {
  const problem = payWhatYouWantProblem(input);
  if (problem) context.addIssue({ code: 'custom', path: ['price'], message: problem });
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
    /** Whether the product page draws the workflow diagram of the automation files. */
    show_workflow_diagram: z.boolean().optional(),
  })
  .refine(
    (body) =>
      body.featured !== undefined ||
      body.available_for_purchase !== undefined ||
      body.coming_soon !== undefined ||
      body.show_workflow_diagram !== undefined,
    'Nothing to change',
  );

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

/** One unpublished version, with what the drafts page shows and the revision publish needs. */
export interface DraftVersion {
  product_id: string;
  product_name: string;
  version_id: string;
  version_number: string;
  release_date: string;
  created_at: string;
  changelog: string;
  revision: number;
}

export interface DraftVersionsResponse {
  /** Newest first. */
  drafts: DraftVersion[];
}

export const ASSIGNMENT_MESSAGES = {
  sellerNotFound: 'Seller not found',
  sellerInactive: 'This seller is deactivated. Make them a seller again first.',
  adminOnly: 'Only an admin can assign a product to a seller.',
} as const;
