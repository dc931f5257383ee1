import { getProductCards } from '../../repositories/catalogue-browse/card-read';
import { toCatalogueProduct, type CatalogueProduct } from '../../rules/product';
import { isVisibleInCatalogue } from '../../rules/visibility';
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
  const indexed = new Map<string, CatalogueProduct>();
  const toRead: string[] = [];
  for (const id of ids) {
    const card = storedFieldsOf(index, id)?.card;
    if (card) indexed.set(id, card);
    else toRead.push(id);
  }
  const read = new Map<string, CatalogueProduct>();
  if (toRead.length > 0) {
    for (const product of await getProductCards(toRead)) {
      if (!product.retired_at && isVisibleInCatalogue(product, viewer)) {
        read.set(product.id, toCatalogueProduct(product));
      }
    }
  }
  return ids.flatMap((id) => {
    const card = indexed.get(id) ?? read.get(id);
    return card ? [card] : [];
  });
}
