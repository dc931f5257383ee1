import { CATALOGUE_SORTS, type CatalogueSort } from '@rules/catalogue-browse';

/**
 * One catalogue view as the address carries it (?q=&category=&platform=&app=&min_price=
 * &max_price=&sort=): a filtered view can be shared, reloaded and restored with Back. Values
 * stay strings as typed; the API checks them (and answers 400 for nonsense).
 */
export interface CatalogueView {
  q: string;
  category: string;
  platform: string;
  app: string;
  min_price: string;
  max_price: string;
  sort: CatalogueSort;
}

export const DEFAULT_VIEW: CatalogueView = {
  q: '',
  category: '',
  platform: '',
  app: '',
  min_price: '',
  max_price: '',
  sort: 'newest',
};

/** The address's and the API's parameters, in one fixed order (a preload's URL must match). */
const API_FILTERS = ['category', 'platform', 'app', 'min_price', 'max_price', 'sort'] as const;
const ADDRESS_ORDER = ['q', ...API_FILTERS] as const;

const isSort = (value: string | null): value is CatalogueSort =>
  (CATALOGUE_SORTS as readonly (string | null)[]).includes(value);

export function readView(search: string): CatalogueView {
  const params = new URLSearchParams(search);
  const sort = params.get('sort');
  return {
    q: params.get('q') ?? '',
    category: params.get('category') ?? '',
    platform: params.get('platform') ?? '',
    app: params.get('app') ?? '',
    min_price: params.get('min_price') ?? '',
    max_price: params.get('max_price') ?? '',
    sort: isSort(sort) ? sort : DEFAULT_VIEW.sort,
  };
}

/** The address of a view: only what differs from the default view. */
export function viewParams(view: CatalogueView): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of ADDRESS_ORDER) {
    const value = view[name].trim();
    if (value && value !== DEFAULT_VIEW[name]) params.set(name, value);
  }
  return params;
}

export function isDefaultView(view: CatalogueView): boolean {
  return viewParams(view).size === 0;
}

/**
 * The API call of one page of a view: /api/products, or the ranked /api/search when there is
 * search text, with the same filters; the cursor of the page when it is not the first.
 */
export function catalogueApiPath(view: CatalogueView, cursor?: string | null): string {
  const params = new URLSearchParams();
  const q = view.q.trim();
  if (q) params.set('q', q);
  for (const name of API_FILTERS) {
    const value = view[name].trim();
    if (value && value !== DEFAULT_VIEW[name]) params.set(name, value);
  }
  if (cursor) params.set('cursor', cursor);
  const text = params.toString();
  const path = q ? '/api/search' : '/api/products';
  return text ? `${path}?${text}` : path;
}
