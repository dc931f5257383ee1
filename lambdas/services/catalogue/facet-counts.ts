import { ENV } from '../../infra/config';
import { readFacets } from '../../repositories/catalogue-browse/listing-read';
import type { CatalogueFacets } from '../../rules/catalogue-browse';

/**
 * The shoppers' facet counts as one container last read them. Every catalogue page answers
 * them, so reading them anew for each page doubled the page's reads; a warm container reuses
 * them for CATALOGUE_FACETS_REFRESH_SECONDS (on AWS the catalogue's edge cache time, which
 * anonymous answers are already as old as; unset locally and in tests: every page reads them).
 * Concurrent pages of one process (the local server, the bench) share one read. The counts
 * only guide the menus and choose the partition a filtered page reads; the page itself is
 * read fresh, so a stale count never shows a product that left the catalogue.
 */
interface Held {
  readAt: number;
  counts: Promise<CatalogueFacets>;
}

let held: Held | undefined;

function refreshMs(): number {
  return Number(process.env[ENV.catalogueFacetsRefreshSeconds] ?? 0) * 1000;
}

export function currentFacetCounts(): Promise<CatalogueFacets> {
  const now = Date.now();
  if (held && now - held.readAt < refreshMs()) return held.counts;
  const entry: Held = { readAt: now, counts: readFacets() };
  held = entry;
  // A failed read is not kept: the next page asks again.
  entry.counts.catch(() => {
    if (held === entry) held = undefined;
  });
  return entry.counts;
}
