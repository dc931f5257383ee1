import type { ModeratedReview } from '@contracts/reviews';
import { useState } from 'react';
import { toast } from 'sonner';
import { buttonClass } from '../../components/button';
import { FIELD_CLASS } from '../../components/form';
import { LoadError } from '../../components/LoadError';
import { PageMeta } from '../../components/PageMeta';
import { Spinner } from '../../components/Spinner';
import {
  useModerate,
  useModerationQueue,
  type ModerationAction,
  type ModerationView,
} from './reviews-api';

const DONE: Record<ModerationAction, string> = {
  hide: 'Review hidden',
  restore: 'Review shown',
  dismiss: 'Reports dismissed',
};

function ModerationActions({ review, view }: { review: ModeratedReview; view: ModerationView }) {
  const [reason, setReason] = useState('');
  const moderate = useModerate();
  const action = review.hidden ? 'restore' : 'hide';
  // The submit button pressed; the reason field's `required` applies to both.
  const [chosen, setChosen] = useState<ModerationAction>(action);
  const inputId = `reason-${review.productId}-${review.reviewId}`;
  return (
    <form
      className="mt-3 flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        moderate.mutate(
          { productId: review.productId, reviewId: review.reviewId, action: chosen, reason },
          {
            onSuccess: () => toast.success(DONE[chosen]),
            onError: (error) => toast.error(error.message),
          },
        );
      }}
    >
      <div className="min-w-48 flex-1">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
          Reason
        </label>
        <input
          id={inputId}
          className={FIELD_CLASS}
          value={reason}
          required
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      <button
        type="submit"
        className={buttonClass(action === 'hide' ? 'danger' : 'secondary')}
        disabled={moderate.isPending}
        onClick={() => setChosen(action)}
      >
        {action === 'hide' ? 'Hide review' : 'Restore review'}
      </button>
      {view === 'reported' && (
        <button
          type="submit"
          className={buttonClass('secondary')}
          disabled={moderate.isPending}
          onClick={() => setChosen('dismiss')}
        >
          Dismiss reports
        </button>
      )}
    </form>
  );
}

function ModeratedItem({ review, view }: { review: ModeratedReview; view: ModerationView }) {
  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <p className="text-sm text-slate-600">
        {review.productName} · {review.displayName} · {review.rating} out of 5 ·{' '}
        {new Date(review.createdAt).toLocaleDateString()}
      </p>
      {review.title && <p className="mt-1 font-semibold text-slate-900">{review.title}</p>}
      {review.text && (
        <p className="mt-1 text-sm whitespace-pre-line text-slate-800">{review.text}</p>
      )}
      <p className="mt-2 text-sm text-slate-700">
        {review.hidden
          ? `Hidden (${review.hidden.by === 'refund' ? 'refunded' : 'moderation'}): ${review.hidden.reason}`
          : 'Shown'}
        {review.reportCount > 0 && ` · ${review.reportCount} report(s)`}
      </p>
      {review.reports.length > 0 && (
        <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
          {review.reports.map((report) => (
            <li key={report.reportedAt}>
              {report.reasonErased
                ? 'Reason erased (kept only while moderation needs it)'
                : report.reason || 'No reason given'}
            </li>
          ))}
        </ul>
      )}
      <ModerationActions review={review} view={view} />
    </li>
  );
}

/** `/admin/reviews`: reported reviews (default) or the newest, hidden or shown with a reason. */
export function ReviewModerationPage() {
  const [view, setView] = useState<ModerationView>('reported');
  const queue = useModerationQueue(view);
  const reviews = queue.data?.pages.flatMap((page) => page.reviews) ?? [];
  return (
    <div className="flex flex-col gap-4">
      <PageMeta title="Reviews" noIndex />
      <h2 className="text-2xl font-semibold text-slate-900">Reviews</h2>
      <div className="flex gap-2" role="group" aria-label="Which reviews">
        {(['reported', 'recent'] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={view === option}
            className={buttonClass(view === option ? 'primary' : 'secondary', 'sm')}
            onClick={() => setView(option)}
          >
            {option === 'reported' ? 'Reported' : 'Recent'}
          </button>
        ))}
      </div>
      {queue.isPending && <Spinner label="Loading reviews" />}
      {queue.isError && (
        <LoadError
          message="The reviews could not be loaded."
          onRetry={() => void queue.refetch()}
        />
      )}
      {queue.isSuccess && reviews.length === 0 && (
        <p className="text-sm text-slate-600">
          {view === 'reported' ? 'No reported reviews.' : 'No reviews yet.'}
        </p>
      )}
      <ul className="flex flex-col gap-3">
        {reviews.map((review) => (
          <ModeratedItem
            key={`${review.productId}/${review.reviewId}`}
            review={review}
            view={view}
          />
        ))}
      </ul>
      {queue.hasNextPage && (
        <button
          type="button"
          className={buttonClass('secondary')}
          disabled={queue.isFetchingNextPage}
          onClick={() => void queue.fetchNextPage()}
        >
          More reviews
        </button>
      )}
    </div>
  );
}
