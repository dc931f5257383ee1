import { lazy, Suspense } from 'react';
import { useNearViewport } from '../../../lib/use-near-viewport';
import type { ProductSectionsBelowProps } from './ProductSectionsBelow';

const Sections = lazy(() =>
  import('./ProductSectionsBelow').then((m) => ({ default: m.ProductSectionsBelow })),
);

/**
 * Where the sections below the fold go. Their code, their images and the bundles' request
 * come when the slot is on screen, and within a screen of it once the visitor scrolls: the
 * first load is the product's picture, name, price and description (on a phone or a tall
 * desktop screen alike), and nothing competes with its image.
 */
export function ProductSectionsSlot(props: ProductSectionsBelowProps) {
  const { ref, near } = useNearViewport<HTMLDivElement>('100% 0px', 0);
  return (
    <div ref={ref} className="min-h-8 space-y-12">
      {near && (
        <Suspense>
          <Sections {...props} />
        </Suspense>
      )}
    </div>
  );
}
