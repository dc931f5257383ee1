/**
 * The catalogue's browsing vocabulary, shared by the API and the shop so both name sorts,
 * filters and page sizes the same (docs/decisions.md, "The catalogue is browsed a page at a
 * time").
 */
export const CATALOGUE_SORTS = ['newest', 'popular', 'price_asc', 'price_desc', 'rating'] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

export const CATALOGUE_PAGE_SIZE = 24;
export const CATALOGUE_MAX_PAGE_SIZE = 48;
/** Apps of one product that count in the "Works with" facet; keeps one sync under 100 writes. */
export const MAX_FACET_APPS = 8;

export interface FacetCount {
  value: string;
  count: number;
}

export interface AppFacetCount extends FacetCount {
  name: string;
  /** A file under web/public/app-icons/; absent for a letter badge. */
  icon?: string;
}

export interface CatalogueFacets {
  categories: FacetCount[];
  platforms: FacetCount[];
  apps: AppFacetCount[];
}

/** The filters and sort of one catalogue view, as the address and the API both carry them. */
export interface CatalogueFilters {
  category?: string;
  platform?: string;
  app?: string;
  min_price?: number;
  max_price?: number;
  sort?: CatalogueSort;
}

/** Whole cents, so a price compares exactly in keys and filters. */
export function priceCents(price: number): number {
  return Math.round(price * 100);
}
