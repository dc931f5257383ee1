import { lazy, Suspense } from 'react';
import type { WhatsInside } from '@rules/automation/whats-inside';
import { useNearViewport } from '../../../lib/use-near-viewport';

const Body = lazy(() => import('./WhatsInside').then((m) => ({ default: m.WhatsInside })));

/**
 * "What's inside" on the product page. Only the heading is in the page's own chunk: the body
 * and its diagrams are imported when the section is on screen, or within a screen of it once the
 * visitor scrolls, so the page's first load does not grow (docs/automation-files.md).
 */
export function WhatsInsideSlot({ inside }: { inside: WhatsInside }) {
  const { ref, near } = useNearViewport<HTMLElement>('100% 0px', 0);
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
