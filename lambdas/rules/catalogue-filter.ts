import type { CatalogueProduct } from './product';

export const ALL_CATEGORIES = 'all';
export const ALL_PLATFORMS = 'all';

export interface CatalogueFilter {
  search: string;
  category: string;
  platform: string;
}

/** Search matches name and description, case-insensitive; filters match exactly. */
type Searchable = Pick<CatalogueProduct, 'name' | 'description' | 'category'> & {
  platform: string;
};

export function filterCatalogue<T extends Searchable>(
  products: readonly T[],
  filter: CatalogueFilter,
): T[] {
  const needle = filter.search.trim().toLowerCase();
  return products.filter((product) => {
    if (filter.category !== ALL_CATEGORIES && product.category !== filter.category) return false;
    if (filter.platform !== ALL_PLATFORMS && product.platform !== filter.platform) return false;
    if (!needle) return true;
    return (
      product.name.toLowerCase().includes(needle) ||
      product.description.toLowerCase().includes(needle)
    );
  });
}

/** Distinct values of a field, sorted, for the filter menus. */
export function distinctSorted<T>(products: readonly T[], pick: (product: T) => string): string[] {
  return [...new Set(products.map(pick).filter(Boolean))].sort((a, b) => a.localeCompare(b));
}
