import { type CardRating as Rating, cardRatingLabel, formatAverage } from '@rules/catalogue-rating';
import { StarIcon } from './icons-shell';

/**
 * A product card's "★ 4.6 (12)"; nothing without reviews. Read out as one phrase ("Rated 4.6
 * out of 5 from 12 reviews"), since the bare figures mean nothing to a screen reader.
 */
export function CardRating({ rating, className = '' }: { rating?: Rating; className?: string }) {
  if (!rating || rating.count <= 0) return null;
  return (
    <p
      role="img"
      aria-label={cardRatingLabel(rating)}
      data-testid="card-rating"
      className={`flex items-center gap-1 text-sm text-slate-700 ${className}`}
    >
      <StarIcon className="size-4 fill-amber-400 text-amber-500" />
      <span className="font-medium text-slate-900">{formatAverage(rating.average)}</span>
      <span className="text-slate-600">({rating.count})</span>
    </p>
  );
}
