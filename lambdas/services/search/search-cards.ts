import type { CatalogueProduct } from '../../rules/product';
import { readVisibleCards } from '../shared/visible-cards';
import { storedFieldsOf, type SearchIndex } from './search-index';

/**
 * The cards of a search page. Each document of the index carries the card the indexer built
 * with it, so a page reads nothing from the table: a card changes for search when the index
 * does (the indexer's run after the write plus at most SEARCH_INDEX_REFRESH_SECONDS), as the
 * ranks and facet counts always did. Reading a page's 24 cards by key (BatchGetItem) was most
 * of a search's time at 50,000 products (docs/decisions.md, "Search answers from its index").
 *
 * A snapshot written before documents carried cards (format 2 and older) is served until the
 * indexer's first run rebuilds it: its cards are read by key, with the visibility rule applied
 * to the product read.
 */
export async function searchPageCards(
  index: SearchIndex,
  ids: readonly string[],
  viewer: { isAdmin: boolean },
): Promise<CatalogueProduct[]> {
  const indexed = ids.map((id) => storedFieldsOf(index, id)?.card);
  const read = await readVisibleCards(
    ids.filter((_, at) => !indexed[at]),
    viewer,
  );
  return ids.flatMap((id, at) => {
    const card = indexed[at] ?? read.get(id);
    return card ? [card] : [];
  });
}
