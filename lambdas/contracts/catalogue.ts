import { z } from 'zod';
import type { CatalogueProduct, Product } from '../rules/product';
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
  'id' | 'name' | 'short_description' | 'price' | 'platform' | 'category' | 'image_url'
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
  /** Visible targets only, grouped by relationship type. */
  related: Record<RelationshipType, RelatedProduct[]>;
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
}

/** Products that no longer exist are simply absent. */
export interface CartValidateResponse {
  products: CartProductState[];
}
