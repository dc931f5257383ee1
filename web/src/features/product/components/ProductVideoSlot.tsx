import { lazy, Suspense } from 'react';
import { useNearViewport } from '../../../lib/use-near-viewport';

const ProductVideo = lazy(() =>
  import('./ProductVideo').then((m) => ({ default: m.ProductVideo })),
);

/** YouTube video ids are 11 characters of [A-Za-z0-9_-]; anything else is not embedded. */
const VIDEO_ID = /^[\w-]{6,20}$/;

/**
 * 'Product Demo', below the fold: its heading and 16:9 frame are drawn with the page, the
 * player's code (the play button, the iframe) comes when a quarter of the frame is on screen,
 * or it is within a quarter screen of it once the visitor scrolls (a desktop screen shows its
 * top edge only). Into the frame's own space, so late without a shift; on a phone it is then
 * not part of the product's first load.
 */
export function ProductVideoSlot({
  videoId,
  productName,
}: {
  videoId: string;
  productName: string;
}) {
  const { ref, near } = useNearViewport<HTMLDivElement>('25% 0px', 0.25);
  const id = videoId.trim();
  if (!VIDEO_ID.test(id)) return null;
  return (
    <section aria-labelledby="product-demo-heading">
      <h2 id="product-demo-heading" className="text-xl font-semibold text-slate-900">
        Product Demo
      </h2>
      <div
        ref={ref}
        className="mt-4 aspect-video max-w-4xl overflow-hidden rounded-xl border border-slate-200 bg-slate-900 shadow-sm"
      >
        {near && (
          <Suspense>
            <ProductVideo videoId={id} productName={productName} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
