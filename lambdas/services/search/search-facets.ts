import type { CatalogueFacets, FacetCount } from '../../contracts/search';
import type { SearchApp } from '../../rules/search/search-document';
import type { Codes, CompiledIndex } from './search-postings';

/**
 * The filters and facet counts of a search, over document numbers: each stored value is a
 * small number (search-postings.ts), so a match is counted in arrays instead of Maps.
 */

export interface SearchFilters {
  category?: string;
  platform?: string;
  app?: string;
  min_price?: number;
  max_price?: number;
}

/** Which filters a document passes, one bit each. */
const CATEGORY = 1;
const PLATFORM = 2;
const APP = 4;
const PRICE = 8;
export const ALL_FILTERS = CATEGORY | PLATFORM | APP | PRICE;

/** A filter's value as a code; -1 when no document has it (nothing passes). */
const codeOf = (codes: Codes, value: string | undefined) =>
  value === undefined ? undefined : (codes.byValue.get(value) ?? -1);

/** All filters but `own` passed: what a facet counts. */
const passesAllBut = (passed: number, own: number) => (passed | own) === ALL_FILTERS;

export class FacetTally {
  private readonly category: number | undefined;
  private readonly platform: number | undefined;
  private readonly app: number | undefined;
  private readonly categories: Int32Array;
  private readonly platforms: Int32Array;
  private readonly apps: Int32Array;

  constructor(
    private readonly view: CompiledIndex,
    private readonly filters: SearchFilters,
  ) {
    this.category = codeOf(view.categories, filters.category);
    this.platform = codeOf(view.platforms, filters.platform);
    this.app = codeOf(view.apps, filters.app);
    this.categories = new Int32Array(view.categories.values.length);
    this.platforms = new Int32Array(view.platforms.values.length);
    this.apps = new Int32Array(view.apps.values.length);
  }

  private hasApp(doc: number, app: number): boolean {
    const { appStart, appCodes } = this.view;
    for (let at = appStart[doc]!; at < appStart[doc + 1]!; at += 1) {
      if (appCodes[at] === app) return true;
    }
    return false;
  }

  private passed(doc: number): number {
    const { view, filters } = this;
    let passed = 0;
    if (this.category === undefined || view.category[doc] === this.category) passed |= CATEGORY;
    if (this.platform === undefined || view.platform[doc] === this.platform) passed |= PLATFORM;
    if (this.app === undefined || this.hasApp(doc, this.app)) passed |= APP;
    const price = view.price[doc]!;
    if (
      (filters.min_price === undefined || price >= filters.min_price) &&
      (filters.max_price === undefined || price <= filters.max_price)
    ) {
      passed |= PRICE;
    }
    return passed;
  }

  /** Counts a match in each facet whose other filters it passes; answers whether it passes all. */
  count(doc: number): boolean {
    const { view } = this;
    const passed = this.passed(doc);
    if (passesAllBut(passed, CATEGORY)) this.categories[view.category[doc]!]! += 1;
    if (passesAllBut(passed, PLATFORM)) this.platforms[view.platform[doc]!]! += 1;
    if (passesAllBut(passed, APP)) {
      for (let at = view.appStart[doc]!; at < view.appStart[doc + 1]!; at += 1) {
        this.apps[view.appCodes[at]!]! += 1;
      }
    }
    return passed === ALL_FILTERS;
  }

  facets(apps: Map<string, SearchApp>): CatalogueFacets {
    return {
      categories: sortedCounts(this.categories, this.view.categories),
      platforms: sortedCounts(this.platforms, this.view.platforms),
      apps: sortedCounts(this.apps, this.view.apps).map(({ value, count }) => {
        const app = apps.get(value);
        return { value, name: app?.name ?? value, ...(app?.icon ? { icon: app.icon } : {}), count };
      }),
    };
  }
}

function sortedCounts(counts: Int32Array, codes: Codes): FacetCount[] {
  const found: FacetCount[] = [];
  counts.forEach((count, code) => {
    if (count > 0) found.push({ value: codes.values[code] as string, count });
  });
  return found.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}
