import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { withQueryClient } from '../../lib/query-store';

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
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = anchor.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setNear(true),
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
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
