import type { PublicReview } from '@contracts/reviews';
import { reviewReplyBody } from '@contracts/reviews';
import { REVIEW_LIMITS } from '@rules/reviews';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { buttonClass } from '../../components/button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FIELD_CLASS, LABEL_CLASS } from '../../components/form';
import { useReviewReply } from './reply-api';

/** The inline form: the contract's schema checks the text before the call. */
function ReplyForm(props: {
  initial: string;
  pending: boolean;
  onSave: (text: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [text, setText] = useState(props.initial);
  const [problem, setProblem] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = reviewReplyBody.safeParse({ text });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Reply text is required');
      return;
    }
    setProblem('');
    props.onSave(parsed.data.text);
  };
  return (
    <form onSubmit={submit} className="mt-3 space-y-2" noValidate>
      <label htmlFor={`${id}-text`} className={LABEL_CLASS}>
        Your reply
      </label>
      <textarea
        id={`${id}-text`}
        className={FIELD_CLASS}
        rows={3}
        value={text}
        maxLength={REVIEW_LIMITS.replyMax}
        aria-describedby={`${id}-count`}
        onChange={(event) => setText(event.target.value)}
      />
      <p id={`${id}-count`} className="text-xs text-slate-600">
        {text.length} / {REVIEW_LIMITS.replyMax} characters
      </p>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClass('primary', 'sm')} disabled={props.pending}>
          Save reply
        </button>
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={props.onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/**
 * The product's seller, under each review: "Reply", or "Edit reply" and "Delete reply" once
 * there is one. The saved reply shows under the review at once; a refusal toasts the server's
 * reason.
 */
export function SellerReply({ productId, review }: { productId: string; review: PublicReview }) {
  const { save, remove } = useReviewReply(productId, review.reviewId);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // The form replaces the button that opened it: once it closes, focus goes back to that button
  // rather than to the page.
  const opener = useRef<HTMLButtonElement>(null);
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    if (closed && !editing) opener.current?.focus();
  }, [closed, editing]);
  const close = () => {
    setEditing(false);
    setClosed(true);
  };
  if (editing) {
    return (
      <ReplyForm
        initial={review.reply?.text ?? ''}
        pending={save.isPending}
        onCancel={close}
        onSave={(text) =>
          save.mutate(text, {
            onSuccess: () => {
              close();
              toast.success('Reply saved');
            },
            onError: (error) => toast.error(error.message),
          })
        }
      />
    );
  }
  return (
    <>
      <button
        ref={opener}
        type="button"
        className={buttonClass('ghost', 'sm')}
        onClick={() => {
          setClosed(false);
          setEditing(true);
        }}
      >
        {review.reply ? 'Edit reply' : 'Reply'}
      </button>
      {review.reply && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Delete your reply?"
          description="The reply is removed from this review for everyone."
          trigger={
            <button type="button" className={buttonClass('ghost', 'sm')}>
              Delete reply
            </button>
          }
          confirmLabel="Delete reply"
          pendingLabel="Deleting…"
          pending={remove.isPending}
          // The delete button goes with the reply; "Reply" stays in its place.
          finalFocus={opener}
          onConfirm={() =>
            remove.mutate(undefined, {
              onSuccess: () => {
                setConfirming(false);
                toast.success('Reply deleted');
              },
              onError: (error) => toast.error(error.message),
            })
          }
        />
      )}
    </>
  );
}
