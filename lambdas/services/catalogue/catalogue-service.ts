import type { CatalogueQuery } from '../../contracts/catalogue';
import {
  type FacetKind,
  type ListingSort,
  facetPart,
} from '../../repositories/catalogue-browse/browse-entries';
import {
  type ListedProduct,
  readListingPage,
} from '../../repositories/catalogue-browse/listing-read';
import { browseKeys } from '../../repositories/keys';
import { cursorScope, decodePageCursor, encodePageCursor } from '../../repositories/page-cursor';
import {
  CATALOGUE_PAGE_SIZE,
  type CatalogueFacets,
  priceCents,
} from '../../rules/catalogue-browse';
import { type CatalogueProduct, type CatalogueResponse } from '../../rules/product';
import { currentFacetCounts } from './facet-counts';
import { BadRequestError } from '../shared/errors';
import { INVALID_CURSOR } from '../shared/page-cursors';
import { readVisibleCards } from '../shared/visible-cards';

const SORT_PARTITION = {
  newest: { sort: 'NEWEST', descending: true },
  popular: { sort: 'POPULAR', descending: true },
  price_asc: { sort: 'PRICE', descending: false },
  price_desc: { sort: 'PRICE', descending: true },
  rating: { sort: 'RATING', descending: true },
} as const satisfies Record<string, { sort: ListingSort; descending: boolean }>;

/**
 * The facet filter whose partition is smallest (by its shopper count), so the rest of the
 * filters read as few items as possible; everything when no facet filter is given.
 */
export function narrowestFacet(
  query: Pick<CatalogueQuery, 'category' | 'platform' | 'app'>,
  facets: CatalogueFacets,
): [FacetKind, string] | undefined {
  const countOf = (list: { value: string; count: number }[], value: string) =>
    list.find((entry) => entry.value === value)?.count ?? 0;
  const candidates: [FacetKind, string, number][] = [];
  if (query.category !== undefined)
    candidates.push(['CATEGORY', query.category, countOf(facets.categories, query.category)]);
  if (query.platform !== undefined)
    candidates.push(['PLATFORM', query.platform, countOf(facets.platforms, query.platform)]);
  if (query.app !== undefined) candidates.push(['APP', query.app, countOf(facets.apps, query.app)]);
  candidates.sort((a, b) => a[2] - b[2]);
  const [narrowest] = candidates;
  return narrowest ? [narrowest[0], narrowest[1]] : undefined;
}

/** The facet partitions a query may be served from (only ALL without facet filters). */
function candidateFacets(query: CatalogueQuery): ([FacetKind, string] | undefined)[] {
  const candidates: [FacetKind, string][] = [];
  if (query.category !== undefined) candidates.push(['CATEGORY', query.category]);
  if (query.platform !== undefined) candidates.push(['PLATFORM', query.platform]);
  if (query.app !== undefined) candidates.push(['APP', query.app]);
  return candidates.length > 0 ? candidates : [undefined];
}

/** The partition and start key a cursor of this query carries; 400 for any other cursor. */
async function resumeCursor(query: CatalogueQuery, sort: ListingSort, scope: string) {
  for (const facet of candidateFacets(query)) {
    const partition = browseKeys.listing(sort, facetPart(facet?.[0], facet?.[1]));
    const key = await decodePageCursor(query.cursor ?? '', scope, {
      partition,
      tablePartition: partition,
    });
    if (key) return { facet, key };
  }
  throw new BadRequestError(INVALID_CURSOR);
}

/**
 * The cards of a page, in its order. Listing items carry their card (the sync writes it with
 * the product's every change, and the Query's shopper filter applied the visibility rule as the
 * sync saw it); an item written before cards were is completed from its product, with the rule
 * applied to the product itself, until the migration has rewritten it.
 */
async function pageCards(
  listed: ListedProduct[],
  viewer: { isAdmin: boolean },
): Promise<CatalogueProduct[]> {
  const read = await readVisibleCards(
    listed.filter((entry) => !entry.card).map((entry) => entry.productId),
    viewer,
  );
  return listed.flatMap(({ productId, card }) => {
    const shown = card ?? read.get(productId);
    return shown ? [shown] : [];
  });
}

/**
 * One page of the catalogue as one viewer may see it (admins: every listed product; others:
 * available or coming soon), its next cursor and the shoppers' facet counts: one Query of a
 * listing partition, its items carrying the cards (pageCards).
 */
export async function listCatalogue(
  viewer: { isAdmin: boolean },
  query: CatalogueQuery,
): Promise<CatalogueResponse> {
  const { sort, descending } = SORT_PARTITION[query.sort ?? 'newest'];
  const minCents = query.min_price === undefined ? undefined : priceCents(query.min_price);
  const maxCents = query.max_price === undefined ? undefined : priceCents(query.max_price);
  const scope = cursorScope(
    'catalogue',
    viewer.isAdmin ? 'admin' : 'shopper',
    query.sort ?? 'newest',
    query.category,
    query.platform,
    query.app,
    minCents,
    maxCents,
  );
  // A cursor keeps the partition its first page chose, though counts may have moved since.
  const resumed = query.cursor ? await resumeCursor(query, sort, scope) : undefined;
  const readPage = (facet: [FacetKind, string] | undefined) =>
    readListingPage({
      partition: browseKeys.listing(sort, facetPart(facet?.[0], facet?.[1])),
      sort,
      descending,
      ...(facet?.[0] === 'CATEGORY' ? {} : { category: query.category }),
      ...(facet?.[0] === 'PLATFORM' ? {} : { platform: query.platform }),
      ...(facet?.[0] === 'APP' ? {} : { app: query.app }),
      minCents,
      maxCents,
      shopperOnly: !viewer.isAdmin,
      limit: query.limit ?? CATALOGUE_PAGE_SIZE,
      startKey: resumed?.key,
    });
  // The counts choose among facet filters only; with one or none (the first page, most pages)
  // the partition is known, so the page is read beside the counts instead of after them (and
  // a warm container holds the counts already: facet-counts.ts).
  const candidates = candidateFacets(query);
  const counts = currentFacetCounts();
  const [facets, page] =
    resumed || candidates.length === 1
      ? await Promise.all([counts, readPage(resumed ? resumed.facet : candidates[0])])
      : await counts.then(
          async (held) => [held, await readPage(narrowestFacet(query, held))] as const,
        );
  const products = await pageCards(page.products, viewer);
  return {
    products,
    next_cursor: (await encodePageCursor(page.lastKey, scope)) ?? null,
    facets,
  };
}
