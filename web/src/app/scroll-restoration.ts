import { useCallback, useLayoutEffect, useRef } from 'react';
import type { Location, NavigationType } from 'react-router-dom';

const STORAGE_KEY = 'scroll-positions';

function readPositions(): Record<string, number> {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as unknown;
    return stored && typeof stored === 'object' ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * Scroll like a page load would: a new page (link, redirect) starts at the top, or at the element
 * its #hash names; back and forward return to where that entry was left, also after a reload of
 * the tab; a navigation asked to keep the scroll (`preventScrollReset`, e.g. the catalogue's
 * filters writing the URL) leaves it where it is. Positions are kept per history entry
 * (`location.key`) and stored for the tab's session when the page is hidden.
 */
export function useScrollRestoration(
  location: Location,
  action: NavigationType,
  keepScroll: boolean,
) {
  const positions = useRef<Record<string, number> | null>(null);
  positions.current ??= readPositions();

  useLayoutEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const save = () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = previous;
    };
  }, []);

  useLayoutEffect(() => {
    if (keepScroll) return;
    const saved = positions.current?.[location.key];
    if (action === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = location.hash
      ? document.getElementById(decodeURIComponent(location.hash.slice(1)))
      : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location, action, keepScroll]);

  /** Called just before the location changes, while the leaving page is still on screen. */
  return useCallback((leavingKey: string) => {
    if (positions.current) positions.current[leavingKey] = window.scrollY;
  }, []);
}
