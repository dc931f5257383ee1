import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { buttonClass } from '../../components/button';
import { EmailLinkPage } from '../../components/EmailLinkPage';
import { ApiError, callApi } from '../../lib/api-client';

const INVALID = 'This unsubscribe link is not valid or has expired';

/**
 * /review-requests/unsubscribe?request=…&token=…: the "Stop review requests" link of the
 * e-mail sent a week after a purchase. Works without signing in: the request's own secret in the
 * link is what allows it. Stopping is idempotent, so it runs as the page opens (as /unfollow).
 */
export function ReviewRequestUnsubscribePage() {
  const [params] = useSearchParams();
  const request = params.get('request') ?? '';
  const token = params.get('token') ?? '';
  const complete = request !== '' && token !== '';
  const mutation = useMutation({
    mutationFn: () =>
      callApi('POST /api/review-requests/unsubscribe', { body: { request, token } }),
  });
  const { mutate } = mutation;
  useEffect(() => {
    if (complete) mutate();
  }, [complete, mutate]);

  // A refused link says why (the server's words); anything else may work on a second try.
  const refused =
    !complete || (mutation.error instanceof ApiError && mutation.error.status === 400);
  let text = 'Stopping review requests...';
  if (refused) {
    text = `${(mutation.error instanceof ApiError && mutation.error.message) || INVALID}.`;
  } else if (mutation.isError) {
    text = 'Could not stop the e-mails just now. Please try again.';
  } else if (mutation.data) {
    text = `${mutation.data.message}. Receipts and e-mails about your products still arrive.`;
  }
  return (
    <EmailLinkPage
      title="Review requests"
      status={text}
      testId="review-request-unsubscribe"
      action={
        mutation.isError && !refused ? (
          <button
            type="button"
            className={buttonClass('secondary', 'md', 'mt-6')}
            onClick={() => mutate()}
            disabled={mutation.isPending}
          >
            Try again
          </button>
        ) : null
      }
    />
  );
}
