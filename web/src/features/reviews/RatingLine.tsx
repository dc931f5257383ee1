import type { RatingSummary } from '@rules/reviews';
import { Stars } from './Stars';

/** The product page's rating line under the title: average and count, linking to the reviews. */
export function RatingLine({ rating }: { rating: RatingSummary | undefined }) {
  if (!rating || rating.count === 0 || rating.average === null) return null;
  const label = `Rated ${rating.average.toFixed(1)} out of 5 from ${rating.count} ${
    rating.count === 1 ? 'review' : 'reviews'
  }`;
  return (
    <a
      href="#reviews"
      className="mt-2 inline-flex items-center gap-2 rounded text-sm text-slate-700 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
      aria-label={label}
    >
      <Stars value={rating.average} />
      <span>
        {rating.average.toFixed(1)} ({rating.count})
      </span>
    </a>
  );
}
