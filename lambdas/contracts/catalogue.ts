import { z } from 'zod';
import { PRICE_RANGE_MESSAGE, pageLimit, priceBound, priceRangeInOrder } from './listing-query';
import { CATALOGUE_MAX_PAGE_SIZE, CATALOGUE_SORTS } from '../rules/catalogue-browse';
import { PLATFORMS, type CatalogueProduct, type Product } from '../rules/product';
import type { WhatsInside } from '../rules/automation/whats-inside';
import type { RelationshipType } from '../rules/product-content';
import type { RatingSummary } from '../rules/reviews';
import { idSchema } from './common';

/** The answer for a product that does not exist or that the caller may not see. */
export const PRODUCT_NOT_FOUND = 'Product Not Found';

/** GET /api/products/{id}: everything the product page shows, in one round trip. */
export type ProductDetail = Pick<
  Product,
  | 'id'
  | 'name'
  | 'description'
  | 'short_description'
  | 'price'
  | 'platform'
  | 'category'
  | 'featured'
  | 'image_url'
  | 'prerequisites'
  | 'available_for_purchase'
  | 'coming_soon'
  | 'created_at'
  | 'gallery_image_urls'
  | 'video_youtube_id'
  | 'pwyw_minimum'
  | 'seller_id'
>;

/** A row of 'Product Contents Preview': files of the latest published version, no gallery. */
export interface ContentPreviewItem {
  id: string;
  title: string;
  display_name: string;
  file_type: string;
  file_purpose: string;
}

export type RelatedProduct = Pick<
  CatalogueProduct,
  'id' | 'name' | 'short_description' | 'price' | 'platform' | 'category' | 'image_url' | 'rating'
>;

export interface ProductDetailResponse {
  product: ProductDetail;
  latestVersion: {
    id: string;
    version_number: string;
    release_date: string;
    changelog: string;
  } | null;
  contents: ContentPreviewItem[];
  /**
   * "What's inside": the latest published version's automation files summed up (platforms,
   * triggers, steps, apps, what the buyer needs, the diagram unless the seller turned it off);
   * null when the version has no read automation file.
   */
  whatsInside: WhatsInside | null;
  /** Visible targets only, grouped by relationship type. */
  related: Record<RelationshipType, RelatedProduct[]>;
  /**
   * The seller's storefront ("By {display name}"), when the product has a seller whose
   * storefront is shown; null otherwise.
   */
  seller: { handle: string; display_name: string } | null;
  /** The shown reviews' count, average and distribution (lambdas/repositories/review-repository). */
  rating: RatingSummary;
}

/** POST /api/cart/validate: the current state of the products in a browser cart. */
export const cartValidateBody = z.object({
  ids: z.array(idSchema).max(50, 'Too many items in the cart'),
});

export interface CartProductState {
  id: string;
  name: string;
  price: number;
  platform: string;
  image_url: string;
  active: boolean;
  available_for_purchase: boolean;
  /** Pay what you want from this minimum (`price` is the suggested price). */
  pwyw_minimum?: number;
}

/** Products that no longer exist are simply absent. */
export interface CartValidateResponse {
  products: CartProductState[];
}

/** GET /api/products: one page of the catalogue, filtered and sorted (rules/catalogue-browse). */
export const catalogueQuery = z
  .object({
    category: z.string().trim().min(1, 'Category cannot be empty').max(60).optional(),
    platform: z
      .enum(PLATFORMS, { error: `Platform must be one of ${PLATFORMS.join(', ')}` })
      .optional(),
    app: z.string().trim().min(1, 'App cannot be empty').max(200).optional(),
    min_price: priceBound('min_price'),
    max_price: priceBound('max_price'),
    sort: z
      .enum(CATALOGUE_SORTS, { error: `sort must be one of ${CATALOGUE_SORTS.join(', ')}` })
      .optional(),
    cursor: z.string().max(2000).optional(),
    limit: pageLimit(CATALOGUE_MAX_PAGE_SIZE),
  })
  .refine(priceRangeInOrder, { message: PRICE_RANGE_MESSAGE, path: ['min_price'] });

export type CatalogueQuery = z.infer<typeof catalogueQuery>;
