import { lazy, Suspense } from 'react';
import { useNearViewport } from '../../../lib/use-near-viewport';
import type { ProductSectionsBelowProps } from './ProductSectionsBelow';

const Sections = lazy(() =>
  import('./ProductSectionsBelow').then((m) => ({ default: m.ProductSectionsBelow })),
);

/**
 * Where the sections below the fold go. Their code, their images and the bundles' request
 * come when the slot is within a screen of the viewport: on a phone the first load is the
 * product's picture, name, price and description, and nothing competes with its image.
 */
export function ProductSectionsSlot(props: ProductSectionsBelowProps) {
  const { ref, near } = useNearViewport<HTMLDivElement>('100% 0px');
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
