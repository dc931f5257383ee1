import type { MyReviewResponse } from '@contracts/reviews';
import { REVIEW_LIMITS } from '@rules/reviews';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { buttonClass } from '../../components/button';
import { FIELD_CLASS, LABEL_CLASS } from '../../components/form';
import { useDeleteReview, useSaveReview } from './api';

/** The owner's form: write a review, or edit or delete theirs. */
export function ReviewForm({ productId, mine }: { productId: string; mine: MyReviewResponse }) {
  const existing = mine.review;
  const [rating, setRating] = useState(existing?.rating ?? 0);
  const [title, setTitle] = useState(existing?.title ?? '');
  const [text, setText] = useState(existing?.text ?? '');
  const [displayName, setDisplayName] = useState(existing?.displayName ?? '');
  const save = useSaveReview(productId, Boolean(existing));
  const remove = useDeleteReview(productId);
  const [problem, setProblem] = useState('');

  if (!existing && !mine.canReview) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1) {
      setProblem('Choose a rating from 1 to 5 stars');
      return;
    }
    setProblem('');
    save.mutate(
      { rating, title, text, displayName },
      {
        onSuccess: () => toast.success(existing ? 'Review updated' : 'Thank you for your review'),
        onError: (error) => setProblem(error.message),
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4 rounded-xl border border-slate-200 p-5">
      <h3 className="font-semibold text-slate-900">
        {existing ? 'Your review' : 'Write a review'}
      </h3>
      {existing?.hidden && (
        <p className="text-sm text-slate-700">Your review is hidden and not shown to others.</p>
      )}
      <fieldset>
        <legend className={LABEL_CLASS}>Rating</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {[1, 2, 3, 4, 5].map((star) => (
            <label key={star} className="inline-flex items-center gap-1 text-sm text-slate-800">
              <input
                type="radio"
                name="rating"
                value={star}
                checked={rating === star}
                onChange={() => setRating(star)}
              />
              {star} {star === 1 ? 'star' : 'stars'}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor="review-name" className={LABEL_CLASS}>
          Display name (shown with your review)
        </label>
        <input
          id="review-name"
          className={FIELD_CLASS}
          value={displayName}
          required
          minLength={REVIEW_LIMITS.displayNameMin}
          maxLength={REVIEW_LIMITS.displayNameMax}
          onChange={(event) => setDisplayName(event.target.value)}
        />
      </div>
      <div>
        <label htmlFor="review-title" className={LABEL_CLASS}>
          Title (optional)
        </label>
        <input
          id="review-title"
          className={FIELD_CLASS}
          value={title}
          maxLength={REVIEW_LIMITS.titleMax}
          onChange={(event) => setTitle(event.target.value)}
        />
      </div>
      <div>
        <label htmlFor="review-text" className={LABEL_CLASS}>
          Review (optional)
        </label>
        <textarea
          id="review-text"
          className={FIELD_CLASS}
          rows={4}
          value={text}
          maxLength={REVIEW_LIMITS.textMax}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClass('primary')} disabled={save.isPending}>
          {existing ? 'Save review' : 'Submit review'}
        </button>
        {existing && (
          <button
            type="button"
            className={buttonClass('secondary')}
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => toast.success('Review deleted'),
                onError: (error) => setProblem(error.message),
              })
            }
          >
            Delete review
          </button>
        )}
      </div>
    </form>
  );
}
