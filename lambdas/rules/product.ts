import type { CardApps } from './automation/whats-inside';
import type { CatalogueFacets } from './catalogue-browse';
import type { CardRating } from './catalogue-rating';

/**
 * The product as the shop shows it. Field names follow the spec (snake_case) because the
 * browser, the API and the seed all speak them; the table stores the same names.
 */
export const PLATFORMS = ['Make', 'n8n', 'Zapier'] as const;
export type Platform = (typeof PLATFORMS)[number];

export interface Product {
  id: string;
  name: string;
  description: string;
  short_description: string;
  price: number;
  /**
   * Set (0 or more, USD) for a pay-what-you-want product, whose `price` is then the suggested
   * price; absent or null for a fixed price (rules/pricing-options.ts).
   */
  pwyw_minimum?: number | null;
  platform: Platform;
  category: string;
  featured: boolean;
  image_url: string;
  prerequisites: string;
  available_for_purchase: boolean;
  coming_soon: boolean;
  active: boolean;
  created_at: string;
  gallery_image_urls: string[];
  video_youtube_id: string;
  /** Kept on the product so the catalogue needs no second read; maintained with the versions. */
  has_published_version: boolean;
  /** Owning seller record, when a seller manages this product. */
  seller_id?: string;
  /** Short internal names sellers give the automation and its main file. */
  system_shortname?: string;
  system_filename?: string;
  /** Bumped by every edit; a write naming an older one is refused (no silent overwrite). */
  revision?: number;
  updated_at?: string;
  /** Set instead of deleting a product that has buyers: it leaves every list, buyers keep it. */
  retired_at?: string;
  /** The seller's switch for the product page's workflow diagram; absent means shown. */
  show_workflow_diagram?: boolean;
  /** The published version's apps for the catalogue card, written when a version is published. */
  catalogue_apps?: CardApps;
  /**
   * The shown reviews' average and count for the cards, absent without reviews: derived from
   * the rating aggregate by the catalogue sync (catalogue-browse/sync.ts), which also puts it
   * back after an edit that wrote an older copy.
   */
  rating?: CardRating;
}

/**
 * The fields a catalogue card needs: what `GET /api/products`, search and storefronts return for
 * each product. Not the description: a card shows the short one, and the long text (up to 20,000
 * characters) would be repeated in each of a product's listing items and search's index.
 */
export type CatalogueProduct = Pick<
  Product,
  | 'id'
  | 'name'
  | 'short_description'
  | 'price'
  | 'platform'
  | 'category'
  | 'featured'
  | 'image_url'
  | 'available_for_purchase'
  | 'coming_soon'
  | 'created_at'
  | 'rating'
  // The owning seller record, so a seller's own cards offer 'Manage Product' against the one
  // seller id GET /api/me names (a list of their product ids would grow with their catalogue).
  | 'seller_id'
> & {
  /** The first few apps of the published version's automation files (`catalogue_apps`). */
  apps?: CardApps;
};

export const CATALOGUE_FIELDS = [
  'id',
  'name',
  'short_description',
  'price',
  'platform',
  'category',
  'featured',
  'image_url',
  'available_for_purchase',
  'coming_soon',
  'created_at',
  'rating',
  'seller_id',
] as const satisfies readonly (keyof CatalogueProduct)[];

/** What a card is made of: its fields and the app icons kept on the product item. */
export type CardSource = Pick<Product, (typeof CATALOGUE_FIELDS)[number] | 'catalogue_apps'>;

/** The card of a product, its app icons included (products without read automation files have none). */
export function toCatalogueProduct(product: CardSource): CatalogueProduct {
  const card = {} as Record<string, unknown>;
  for (const field of CATALOGUE_FIELDS) {
    if (product[field] !== undefined) card[field] = product[field];
  }
  if (product.catalogue_apps) card.apps = product.catalogue_apps;
  return card as unknown as CatalogueProduct;
}

/** One page of the catalogue, the cursor of the next (null at the end) and the facet counts. */
export interface CatalogueResponse {
  products: CatalogueProduct[];
  next_cursor: string | null;
  facets: CatalogueFacets;
}
