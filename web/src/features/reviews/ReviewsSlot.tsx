import { lazy, Suspense } from 'react';
import { withQueryClient } from '../../lib/query-store';
import { useNearViewport } from '../../lib/use-near-viewport';

// The reviews (list, form, structured data) are their own chunk, fetched when the section
// scrolls near, with Query: the product page's first load carries neither.
const ReviewsSection = lazy(() => withQueryClient(import('./ReviewsSection')));

interface ReviewsSlotProps {
  productId: string;
  productName: string;
  description: string;
  imageUrl: string;
  /** The signed-in viewer sells the product (they reply to its reviews). */
  sellerReplies: boolean;
}

/** Where the reviews go: an empty, labelled placeholder until it is about to be seen. */
export function ReviewsSlot(props: ReviewsSlotProps) {
  const { ref: anchor, near } = useNearViewport<HTMLDivElement>('600px 0px');
  return (
    <div ref={anchor} id="reviews" className="min-h-24 scroll-mt-24">
      {near && (
        <Suspense>
          <ReviewsSection {...props} />
        </Suspense>
      )}
    </div>
  );
}
