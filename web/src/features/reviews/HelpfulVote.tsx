import type { PublicReview } from '@contracts/reviews';
import { helpfulLabel } from '@rules/review-helpful';
import { buttonClass } from '../../components/button';
import { useAuth } from '../auth/auth-context';
import { useHelpfulVote } from './helpful-api';

/**
 * A review's helpful count and, for anyone but its author, the "Helpful" toggle. Signed out,
 * the button opens the sign-in dialog (votes need an account).
 */
export function HelpfulVote(props: { productId: string; review: PublicReview; own: boolean }) {
  const { user, openAuthDialog } = useAuth();
  const vote = useHelpfulVote(props.productId);
  const { review } = props;
  const label = helpfulLabel(review.helpfulCount);
  const voted = review.helpfulByMe === true;
  return (
    <>
      {label && (
        <span className="text-sm text-slate-600" data-testid="helpful-count">
          {label}
        </span>
      )}
      {!props.own && (
        <button
          type="button"
          className={buttonClass(voted ? 'secondary' : 'ghost', 'sm')}
          {...(user ? { 'aria-pressed': voted } : {})}
          disabled={vote.isPending}
          onClick={() =>
            user
              ? vote.mutate({
                  reviewId: review.reviewId,
                  helpful: !voted,
                  count: review.helpfulCount,
                })
              : openAuthDialog()
          }
        >
          Helpful
        </button>
      )}
    </>
  );
}
