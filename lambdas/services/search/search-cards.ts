import { createHash } from 'node:crypto';
import {
  CARD_ATTRIBUTES,
  getProductCards,
  type ProductCardItem,
} from '../../repositories/catalogue-browse/card-read';

/**
 * The cards a search page shows, held by the search function between requests. Reading a
 * page's 24 cards by key (BatchGetItem) was most of a repeated search's cost, where a catalogue
 * page is one Query. The indexer stores a digest of each product's card in its document (it
 * reads the product anyway); a held card is served while its digest is the one the current
 * index copy names, so a held card is exactly the card that copy was built from, and a card
 * changes (price, name, visibility) for search when the index does: the indexer's run after
 * the write plus at most SEARCH_INDEX_REFRESH_SECONDS (index-snapshot.ts). A card whose digest
 * differs, or that is not held, is read from the table, as every card was before.
 */
export const MAX_KEPT_CARDS = 5000;

interface Held {
  digest: string;
  card: ProductCardItem;
}

/** Least recently served last: Map order is insertion order. */
const held = new Map<string, Held>();

/** Keys in a fixed order, so two reads of one item (maps in any order) digest alike. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${stableJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * What the card shows and what decides its visibility, digested: the indexer's copy of the
 * product item and the search function's projection of it give the same digest.
 */
export function cardDigest(product: Partial<ProductCardItem>): string {
  const fields = CARD_ATTRIBUTES.map((field) => product[field] ?? null);
  return createHash('sha256').update(stableJson(fields)).digest('base64url').slice(0, 16);
}

function keep(id: string, entry: Held): void {
  held.delete(id);
  held.set(id, entry);
  if (held.size > MAX_KEPT_CARDS) held.delete(held.keys().next().value!);
}

/**
 * The cards of a page's ids, by id (missing products absent). `indexedDigest` answers the
 * digest the current index copy holds for an id (undefined: always read).
 */
export async function searchPageCards(
  ids: readonly string[],
  indexedDigest: (id: string) => string | undefined,
): Promise<Map<string, ProductCardItem>> {
  const cards = new Map<string, ProductCardItem>();
  const toRead: string[] = [];
  for (const id of ids) {
    const entry = held.get(id);
    const digest = indexedDigest(id);
    if (entry && digest !== undefined && entry.digest === digest) {
      keep(id, entry);
      cards.set(id, entry.card);
    } else toRead.push(id);
  }
  if (toRead.length === 0) return cards;
  for (const card of await getProductCards(toRead)) {
    // Held under its own digest: a read newer than the index is served now and read again
    // until the index catches up; an (eventually consistent) older read the same.
    keep(card.id, { digest: cardDigest(card), card });
    cards.set(card.id, card);
  }
  return cards;
}

/** Forgets every held card (tests start from a cold container). */
export function forgetSearchCards(): void {
  held.clear();
}
