import { MAX_FACET_APPS, priceCents } from '../../rules/catalogue-browse';
import { shopperApps } from '../../rules/automation/app-identity';
import { type RatingTotals, cardRating, ratingSortPart } from '../../rules/catalogue-rating';
import type { ManifestApp } from '../../rules/automation/manifest';
import type { CardApps } from '../../rules/automation/whats-inside';
import { type CatalogueProduct, type Product, toCatalogueProduct } from '../../rules/product';
import type { ProductFile, ProductVersion } from '../../rules/product-content';
import { latestPublishedVersion } from '../../rules/versions';
import { isListedInCatalogue } from '../../rules/visibility';
import { browseKeys } from '../keys';

/** The orders kept as partitions; price descending reads the price partition backwards. */
export const LISTING_SORTS = ['NEWEST', 'POPULAR', 'PRICE', 'RATING'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export type FacetKind = 'CATEGORY' | 'PLATFORM' | 'APP';

/** A catalogue card as the catalogue answers it (its fields, rating and app icons). */
export type ListingCard = CatalogueProduct & { apps?: CardApps };

/**
 * One listing item: where it lies, what the filters of a Query read and the card a page shows,
 * so a page is one Query (docs/decisions.md, "A catalogue page is one Query").
 */
export interface ListingEntry {
  PK: string;
  SK: string;
  product_id: string;
  card: ListingCard;
  category: string;
  platform: string;
  apps: string[];
  price_cents: number;
  /** Shoppers see it (available or coming soon); admins see every listed product. */
  shopper: boolean;
}

/** A facet counter a product adds one to, with the app's name and icon for the answer. */
export interface CounterEntry {
  SK: string;
  kind: FacetKind;
  value: string;
  name?: string;
  icon?: string;
}

export interface BrowseEntries {
  listings: ListingEntry[];
  counters: CounterEntry[];
}

const pad = (value: number, width: number) => String(Math.max(0, value)).padStart(width, '0');

const NO_RATING: RatingTotals = { count: 0, sum: 0 };

/** The sort key of a product in a partition of each order (read newest and popular descending). */
export function listingSortKey(
  sort: ListingSort,
  product: Pick<Product, 'id' | 'featured' | 'created_at' | 'price'>,
  popularity: number,
  rating: RatingTotals = NO_RATING,
): string {
  if (sort === 'NEWEST')
    return `${product.featured ? '1' : '0'}#${product.created_at}#${product.id}`;
  if (sort === 'POPULAR') return `${pad(popularity, 10)}#${product.created_at}#${product.id}`;
  // Equal scores (and all unreviewed products) fall back to newest first.
  if (sort === 'RATING') return `${ratingSortPart(rating)}#${product.created_at}#${product.id}`;
  return `${pad(priceCents(product.price), 9)}#${product.id}`;
}

/**
 * The card of a listed product: the rating as the sync counts it (the product item's copy is
 * written in the same transaction).
 */
export function listingCard(product: Product, rating: RatingTotals = NO_RATING): ListingCard {
  const card: ListingCard = toCatalogueProduct(product);
  const counted = cardRating(rating);
  if (counted) card.rating = counted;
  else delete card.rating;
  return card;
}

/** The price partition's key bound for a price in cents (ids sort after '#'). */
export function priceKeyBound(cents: number, upper: boolean): string {
  return `${pad(cents, 9)}${upper ? '#\uffff' : '#'}`;
}

/** The facet part of a listing partition: everything, or one category, platform or app. */
export function facetPart(kind?: FacetKind, value?: string): string {
  return kind && value !== undefined ? `${kind}#${value}` : 'ALL';
}

/**
 * The apps the published version's automation files use, each once, in file order, keyed as
 * shoppers filter by them (one Slack whatever the platform).
 */
export function publishedApps(versions: ProductVersion[], files: ProductFile[]): ManifestApp[] {
  const published = latestPublishedVersion(versions);
  if (!published) return [];
  const apps = files
    .filter((file) => file.version_id === published.id)
    .flatMap((file) => file.automation_manifest?.apps ?? []);
  return shopperApps(apps).slice(0, MAX_FACET_APPS);
}

/**
 * What the catalogue should hold for a product: nothing unless it is listed (active, with a
 * published version, not retired); then one listing item per order and facet value, and a
 * count in each of its facet values when shoppers see it.
 */
export function browseEntries(
  product: Product,
  apps: ManifestApp[],
  popularity: number,
  rating: RatingTotals = NO_RATING,
): BrowseEntries {
  if (product.retired_at || !isListedInCatalogue(product)) return { listings: [], counters: [] };
  const shopper = product.available_for_purchase || product.coming_soon;
  const facets: [FacetKind | undefined, string | undefined][] = [
    [undefined, undefined],
    ['CATEGORY', product.category],
    ['PLATFORM', product.platform],
    ...apps.map((app): [FacetKind, string] => ['APP', app.key]),
  ];
  const appKeys = apps.map((app) => app.key);
  const card = listingCard(product, rating);
  const listings = LISTING_SORTS.flatMap((sort) =>
    facets.map(([kind, value]) => ({
      PK: browseKeys.listing(sort, facetPart(kind, value)),
      SK: listingSortKey(sort, product, popularity, rating),
      product_id: product.id,
      card,
      category: product.category,
      platform: product.platform,
      apps: appKeys,
      price_cents: priceCents(product.price),
      shopper,
    })),
  );
  if (!shopper) return { listings, counters: [] };
  const counters: CounterEntry[] = [
    {
      SK: browseKeys.facet('CATEGORY', product.category).SK,
      kind: 'CATEGORY',
      value: product.category,
    },
    {
      SK: browseKeys.facet('PLATFORM', product.platform).SK,
      kind: 'PLATFORM',
      value: product.platform,
    },
    ...apps.map((app) => ({
      SK: browseKeys.facet('APP', app.key).SK,
      kind: 'APP' as const,
      value: app.key,
      name: app.name,
      ...(app.icon ? { icon: app.icon } : {}),
    })),
  ];
  return { listings, counters };
}
