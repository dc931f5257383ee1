import { z } from 'zod';
import type { CatalogueProduct } from '../rules/product';
import {
  handleProblem,
  linkProblem,
  LINK_MESSAGES,
  MAX_BIO_LENGTH,
  MAX_DISPLAY_NAME_LENGTH,
  MAX_STOREFRONT_LINKS,
  normaliseHandle,
} from '../rules/storefront';
import { pathParamSchema } from './common';

/** The storefronts group: a seller's public page, its editing, its followers. */

export const STOREFRONT_MESSAGES = {
  notFound: 'Seller not found',
  handleTaken: 'This address is already taken',
  noSellerRecord: 'Only sellers have a storefront',
  noStorefront: 'Create your storefront first',
  avatarNotAllowed: 'Use an uploaded image as the avatar',
  avatarNotUploaded: 'The image was not uploaded. Please upload it again.',
  stale: 'The storefront was changed meanwhile. Reload and try again.',
  followYourself: 'You cannot follow your own storefront',
  unsubscribed: 'You no longer follow this seller',
  unsubscribeInvalid: 'This unsubscribe link is not valid',
} as const;

/** `{handle}` in a path: any id-like text; a handle that names nobody is a 404. */
export const handleParams = z.object({ handle: pathParamSchema('handle') });

export const storefrontPageQuery = z.object({ cursor: z.string().max(2000).optional() });

const handleField = z
  .string({ error: 'The address is required' })
  .transform(normaliseHandle)
  .superRefine((handle, context) => {
    const problem = handleProblem(handle);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

const linkField = z
  .string()
  .trim()
  .superRefine((link, context) => {
    const problem = linkProblem(link);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

/** PUT /api/seller/storefront: the whole storefront as the seller's form holds it. */
export const storefrontBody = z.object({
  handle: handleField,
  display_name: z
    .string()
    .trim()
    .min(1, 'The display name is required')
    .max(
      MAX_DISPLAY_NAME_LENGTH,
      `The display name can be at most ${MAX_DISPLAY_NAME_LENGTH} characters`,
    ),
  bio: z.string().trim().max(MAX_BIO_LENGTH, `The bio can be at most ${MAX_BIO_LENGTH} characters`),
  links: z
    .array(linkField)
    .max(MAX_STOREFRONT_LINKS, LINK_MESSAGES.tooMany)
    .refine((links) => new Set(links).size === links.length, LINK_MESSAGES.repeated),
  /** '' for none, or the detail rendition's URL of an avatar uploaded for this storefront. */
  avatar_url: z.string().trim().max(300),
});
export type StorefrontBody = z.output<typeof storefrontBody>;

/** PUT /api/admin/storefronts/{handle}/visibility. */
export const storefrontVisibilityBody = z.object({ hidden: z.boolean() });

/** POST /api/follows/unsubscribe: the three parts of an e-mail's unsubscribe link. */
export const unsubscribeBody = z.object({
  seller: pathParamSchema('seller'),
  user: pathParamSchema('user'),
  token: pathParamSchema('token'),
});

/** What everyone sees of a storefront. */
export interface PublicStorefront {
  handle: string;
  display_name: string;
  bio: string;
  links: string[];
  /** '' when the seller has none (the page shows initials). */
  avatar_url: string;
  /** When the seller's storefront was made (ISO). */
  member_since: string;
  follower_count: number;
  /**
   * The seller's overall rating across their products' reviews: null until reviews exist
   * (another group computes it; this is its place on the page).
   */
  rating: { average: number; count: number } | null;
}

/** GET /api/sellers/{handle}: the storefront and one page of its visible products. */
export interface StorefrontPageResponse {
  storefront: PublicStorefront;
  /** The seller id the follow buttons act on. */
  seller_id: string;
  /** Only the admin and the seller ever see a hidden storefront (everyone else gets 404). */
  hidden: boolean;
  products: CatalogueProduct[];
  nextCursor: string | null;
}

/** The seller's own view adds what only they see. */
export interface OwnStorefront extends PublicStorefront {
  hidden: boolean;
  /** Listed products visible to shoppers: without one, the page answers 404. */
  visible_product_count: number;
}

export interface MyStorefrontResponse {
  storefront: OwnStorefront | null;
}

export interface FollowResponse {
  following: boolean;
  follower_count: number;
}

/** One seller the caller follows. */
export interface FollowedSeller {
  seller_id: string;
  handle: string;
  display_name: string;
  avatar_url: string;
  followed_at: string;
}

export interface MyFollowsResponse {
  follows: FollowedSeller[];
}

export interface StorefrontVisibilityResponse {
  handle: string;
  hidden: boolean;
}

export interface UnsubscribeResponse {
  message: string;
  display_name: string;
}
