import type { RatingSummary } from '@rules/reviews';

/**
 * The product page's rating line under the title: average and count, linking to the reviews.
 * Text stars, not the section's drawn ones: this line is on the page's first load.
 */
export function RatingLine({ rating }: { rating: RatingSummary | undefined }) {
  if (!rating?.count || rating.average === null) return null;
  const average = rating.average.toFixed(1);
  return (
    <a
      href="#reviews"
      className="mt-2 inline-block rounded text-sm text-slate-700 hover:text-slate-900"
      aria-label={`Rated ${average} out of 5 from ${rating.count} reviews`}
    >
      <span className="text-amber-600" aria-hidden="true">
        {'★'.repeat(Math.round(rating.average)).padEnd(5, '☆')}
      </span>{' '}
      {average} ({rating.count})
    </a>
  );
}
