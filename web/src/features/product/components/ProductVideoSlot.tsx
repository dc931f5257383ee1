import { lazy, Suspense } from 'react';
import { useNearViewport } from '../../../lib/use-near-viewport';

const ProductVideo = lazy(() =>
  import('./ProductVideo').then((m) => ({ default: m.ProductVideo })),
);

/** YouTube video ids are 11 characters of [A-Za-z0-9_-]; anything else is not embedded. */
const VIDEO_ID = /^[\w-]{6,20}$/;

/** The section's size (its heading's line, the 16:9 frame) while its code loads: no shift. */
const VIDEO_SPACE = (
  <div aria-hidden="true">
    <div className="h-7" />
    <div className="mt-4 aspect-video max-w-4xl rounded-xl border border-slate-200 bg-slate-900" />
  </div>
);

/**
 * Where 'Product Demo' goes, below the fold: its code comes when the slot is within a quarter
 * screen of the viewport, in the space the section takes (so it may come late without a shift;
 * on a phone it is then not part of the product's first load).
 */
export function ProductVideoSlot({
  videoId,
  productName,
}: {
  videoId: string;
  productName: string;
}) {
  const { ref, near } = useNearViewport<HTMLDivElement>('25% 0px');
  const id = videoId.trim();
  if (!VIDEO_ID.test(id)) return null;
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={VIDEO_SPACE}>
          <ProductVideo videoId={id} productName={productName} />
        </Suspense>
      ) : (
        VIDEO_SPACE
      )}
    </div>
  );
}
