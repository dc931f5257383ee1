import { useEffect, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import { type CatalogueView, DEFAULT_VIEW, readView, viewParams } from './catalogue-view';

/** Typing waits this long for a pause before the search asks the API. */
const SEARCH_PAUSE_MS = 300;

/**
 * The view is React state, mirrored into the address so a reload, a shared link or Back shows
 * the same selection. A chosen filter or sort is a new history entry (Back returns to the one
 * before); typed search text replaces the entry, so typing does not pile up history. The
 * address is not the source of truth while typing: router updates land asynchronously, and a
 * controlled input fed from them would drop keystrokes.
 */
export function useCatalogueView() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [, setSearchParams] = useSearchParams();
  const [view, setView] = useState(() => readView(location.search));
  const [seenKey, setSeenKey] = useState(location.key);
  const [searched, setSearched] = useState(view.q);

  // Our own replaces already match; a push or pop (Back, the logo link to "/") sets the view.
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    if (navigationType !== 'REPLACE') {
      const next = readView(location.search);
      setView(next);
      setSearched(next.q);
    }
  }

  useEffect(() => {
    if (view.q === searched) return undefined;
    const timer = setTimeout(() => setSearched(view.q), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [view.q, searched]);

  const update = (change: Partial<CatalogueView>) => {
    const next = { ...view, ...change };
    setView(next);
    const typing = Object.keys(change).every((name) => name === 'q');
    if (!typing) setSearched(next.q);
    setSearchParams(viewParams(next), { replace: typing, preventScrollReset: true });
  };

  return {
    view,
    /** What the API is asked for: the view with the search text once typing has paused. */
    requested: { ...view, q: searched },
    update,
    reset: () => update(DEFAULT_VIEW),
  };
}
