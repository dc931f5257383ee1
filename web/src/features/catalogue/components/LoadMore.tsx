import { useEffect, useRef } from 'react';
import { buttonClass } from '../../../components/button';

interface LoadMoreProps {
  loading: boolean;
  onLoad: () => void;
}

/** Start loading the next page while the shopper is still this far above the list's end. */
const AHEAD = '600px';

/**
 * The next page comes when the end of the list nears the viewport (IntersectionObserver); the
 * button does the same for keyboards, and for browsers without the observer.
 */
export function LoadMore({ loading, onLoad }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(onLoad);
  load.current = onLoad;

  // Observed anew after each page: a new observer reports at once whether the end is still in
  // view (a short page), where the old one would wait for a change that never comes.
  useEffect(() => {
    const element = sentinel.current;
    if (loading || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current();
      },
      { rootMargin: `0px 0px ${AHEAD} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [loading]);

  return (
    <div ref={sentinel} className="mt-8 flex justify-center">
      <button
        type="button"
        className={buttonClass('secondary', 'md')}
        disabled={loading}
        onClick={onLoad}
      >
        {loading ? 'Loading more...' : 'Load more'}
      </button>
    </div>
  );
}
