import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { WhatsInside } from '@rules/automation/whats-inside';

const Body = lazy(() => import('./WhatsInside').then((m) => ({ default: m.WhatsInside })));

/**
 * "What's inside" on the product page. Only the heading is in the page's own chunk: the body
 * and its diagrams are imported when the section comes within a screen of the viewport, so the
 * page's first load does not grow (docs/automation-files.md).
 */
export function WhatsInsideSlot({ inside }: { inside: WhatsInside }) {
  const ref = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const section = ref.current;
    if (near || !section) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setNear(true),
      { rootMargin: '100% 0px' },
    );
    observer.observe(section);
    return () => observer.disconnect();
  }, [near]);
  return (
    <section ref={ref} aria-labelledby="whats-inside-heading" className="min-h-32">
      <h2 id="whats-inside-heading" className="text-xl font-semibold text-slate-900">
        What&apos;s inside
      </h2>
      {near && (
        <Suspense>
          <Body inside={inside} />
        </Suspense>
      )}
    </section>
  );
}
