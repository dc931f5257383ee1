import type { PublicReview } from '@contracts/reviews';
import { toast } from 'sonner';
import { buttonClass } from '../../components/button';
import { useAuth } from '../auth/auth-context';
import { useReportReview } from './api';
import { HelpfulVote } from './HelpfulVote';
import { SellerReply } from './SellerReply';
import { Stars } from './Stars';

function ReportButton({ productId, reviewId }: { productId: string; reviewId: string }) {
  const report = useReportReview(productId);
  return (
    <button
      type="button"
      className={buttonClass('ghost', 'sm')}
      disabled={report.isPending || report.isSuccess}
      onClick={() =>
        report.mutate(reviewId, {
          onSuccess: (answer) => toast.success(answer.message),
          onError: (error) => toast.error(error.message),
        })
      }
    >
      {report.isSuccess ? 'Reported' : 'Report'}
    </button>
  );
}

export function ReviewList(props: {
  productId: string;
  reviews: readonly PublicReview[];
  ownReviewId: string | undefined;
  /** The viewer sells the product: each review offers a reply (or its edit and delete). */
  sellerReplies: boolean;
}) {
  const { user } = useAuth();
  if (props.reviews.length === 0) {
    return <p className="text-sm text-slate-600">No reviews yet.</p>;
  }
  return (
    <ul className="divide-y divide-slate-200">
      {props.reviews.map((review) => (
        <li
          key={review.reviewId}
          className="py-5"
          data-testid="review"
          data-review-id={review.reviewId}
        >
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Stars value={review.rating} />
            <span className="sr-only">{review.rating} out of 5</span>
            {review.title && <h3 className="font-semibold text-slate-900">{review.title}</h3>}
          </div>
          <p className="mt-1 text-sm text-slate-600">
            {review.displayName} · {new Date(review.createdAt).toLocaleDateString()} ·{' '}
            <span className="font-medium text-emerald-800">Verified purchase</span>
          </p>
          {review.text && (
            <p className="mt-2 text-sm whitespace-pre-line text-slate-800">{review.text}</p>
          )}
          {review.reply && (
            <div className="mt-3 rounded-lg border-l-4 border-indigo-300 bg-indigo-50 p-3">
              <p className="text-sm font-medium text-indigo-900">Reply from the seller</p>
              <p className="mt-1 text-sm whitespace-pre-line text-slate-800">{review.reply.text}</p>
            </div>
          )}
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <HelpfulVote
              productId={props.productId}
              review={review}
              own={review.reviewId === props.ownReviewId}
            />
            {user && review.reviewId !== props.ownReviewId && (
              <ReportButton productId={props.productId} reviewId={review.reviewId} />
            )}
            {props.sellerReplies && <SellerReply productId={props.productId} review={review} />}
          </div>
        </li>
      ))}
    </ul>
  );
}
