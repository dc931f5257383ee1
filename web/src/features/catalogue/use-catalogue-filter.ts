import { useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import { ALL_CATEGORIES, ALL_PLATFORMS, type CatalogueFilter } from '@rules/catalogue-filter';

const PARAMS = { search: 'q', category: 'category', platform: 'platform' } as const;
const DEFAULTS: CatalogueFilter = { search: '', category: ALL_CATEGORIES, platform: ALL_PLATFORMS };
const KEYS = Object.keys(PARAMS) as (keyof CatalogueFilter)[];

function readFilter(search: string): CatalogueFilter {
  const params = new URLSearchParams(search);
  return {
    search: params.get(PARAMS.search) ?? DEFAULTS.search,
    category: params.get(PARAMS.category) ?? DEFAULTS.category,
    platform: params.get(PARAMS.platform) ?? DEFAULTS.platform,
  };
}

function toParams(filter: CatalogueFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    if (filter[key] !== DEFAULTS[key]) params.set(PARAMS[key], filter[key]);
  }
  return params;
}

/**
 * The filter is React state, mirrored into the URL (?q=&category=&platform=) so Back from a
 * product page, a reload or a shared link shows the same selection. The URL is not the source
 * of truth while typing: router updates land asynchronously, and a controlled input fed from
 * them would drop keystrokes.
 */
export function useCatalogueFilter() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [, setSearchParams] = useSearchParams();
  const [filter, setFilter] = useState(() => readFilter(location.search));
  const [seenKey, setSeenKey] = useState(location.key);

  // Our own writes are replaces; a push or pop (e.g. the logo link to "/") sets the filter anew.
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    if (navigationType !== 'REPLACE') setFilter(readFilter(location.search));
  }

  const update = (change: Partial<CatalogueFilter>) => {
    const next = { ...filter, ...change };
    setFilter(next);
    // Replace, not push: typing must not pile up history entries or jump the page to the top.
    setSearchParams(toParams(next), { replace: true, preventScrollReset: true });
  };

  return { filter, update, reset: () => update(DEFAULTS) };
}
