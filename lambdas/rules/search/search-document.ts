import type { ManifestApp } from '../automation/manifest';
import { shopperApps } from '../automation/app-identity';
import { bayesianRating } from '../catalogue-rating';
import { toCatalogueProduct, type CatalogueProduct, type Product } from '../product';
import type { ProductFile, ProductVersion } from '../product-content';
import { latestPublishedVersion } from '../versions';
import { isListedInCatalogue } from '../visibility';

/**
 * One product as the text search holds it: the words it is found by, the fields that filter,
 * sort and count it, and the card an answer shows (so a search reads nothing from the table).
 * Compact on purpose: 50,000 of these make the snapshot every warm search function loads.
 */
export interface SearchDocument {
  id: string;
  name: string;
  short_description: string;
  /** The description as plain text, cut at DESCRIPTION_TEXT_MAX characters. */
  description: string;
  category: string;
  platform: string;
  /** App keys of the published version's automation files (the `app` filter's values). */
  apps: string[];
  /** Their display names, searched as words ("slack" finds a Slack workflow). */
  app_names: string;
  price: number;
  featured: boolean;
  created_at: string;
  popularity: number;
  /**
   * The rating order's score (catalogue-rating.ts) from the card's rating; absent without
   * reviews (ranked as 0, after every reviewed product). From the rounded average: close
   * enough to order search results by.
   */
  rating?: number;
  /** Available or coming soon: what shoppers may see; admins see every listed product. */
  for_shoppers: boolean;
  /** The catalogue's card of the product as the indexer read it (toCatalogueProduct). */
  card: CatalogueProduct;
}

/** An app a document names: the facet shows its name and icon beside the count. */
export type SearchApp = Pick<ManifestApp, 'key' | 'name' | 'icon'>;

/**
 * Past the first thousand characters a description adds little to relevance and a lot to the
 * snapshot (about 700 bytes per product at 50,000 products is 35 MB).
 */
export const DESCRIPTION_TEXT_MAX = 1000;

/** The product fields the document is built from (what the indexer reads). */
export type SearchSourceProduct = Pick<
  Product,
  | 'id'
  | 'name'
  | 'short_description'
  | 'description'
  | 'category'
  | 'platform'
  | 'price'
  | 'featured'
  | 'created_at'
  | 'active'
  | 'has_published_version'
  | 'available_for_purchase'
  | 'coming_soon'
  | 'retired_at'
  | 'rating'
  | 'image_url'
  | 'seller_id'
  | 'catalogue_apps'
> & { popularity?: number };

/** Text without HTML tags, Markdown marks or runs of white space. */
export function plainText(text: string, max = DESCRIPTION_TEXT_MAX): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/gi, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#*_`>~|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);
}

/**
 * The apps of the files of one version, each once, in the order the files list them, keyed as
 * the catalogue's "Works with" facet keys them.
 */
export function appsOfVersion(
  files: readonly Pick<ProductFile, 'version_id' | 'automation_manifest'>[],
  versionId: string,
): SearchApp[] {
  const apps = files
    .filter((file) => file.version_id === versionId)
    .flatMap((file) => file.automation_manifest?.apps ?? []);
  return shopperApps(apps);
}

/**
 * The search document of a product, or undefined when it is not listed in the catalogue
 * (inactive, retired or without a published version): the index holds what an admin may find,
 * and `for_shoppers` narrows it for everyone else, as lambdas/rules/visibility.ts does.
 */
export function buildSearchDocument(
  product: SearchSourceProduct,
  versions: readonly Pick<
    ProductVersion,
    'id' | 'is_latest' | 'is_published' | 'release_date' | 'created_at'
  >[],
  files: readonly Pick<ProductFile, 'version_id' | 'automation_manifest'>[],
): { document: SearchDocument; apps: SearchApp[] } | undefined {
  if (product.retired_at || !isListedInCatalogue(product)) return undefined;
  const published = latestPublishedVersion(versions);
  const apps = published ? appsOfVersion(files, published.id) : [];
  return {
    document: {
      id: product.id,
      name: product.name,
      short_description: plainText(product.short_description ?? ''),
      description: plainText(product.description ?? ''),
      category: product.category,
      platform: product.platform,
      apps: apps.map((app) => app.key),
      app_names: apps.map((app) => app.name).join(' '),
      price: product.price,
      featured: product.featured,
      created_at: product.created_at,
      popularity: product.popularity ?? 0,
      ...(product.rating && product.rating.count > 0
        ? {
            rating: bayesianRating({
              count: product.rating.count,
              sum: product.rating.average * product.rating.count,
            }),
          }
        : {}),
      for_shoppers: product.available_for_purchase || product.coming_soon,
      card: toCatalogueProduct(product),
    },
    apps,
  };
}
