import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EmailLinkPage } from '../../components/EmailLinkPage';
import { callApi } from '../../lib/api-client';

/**
 * /unfollow?seller=…&user=…&token=…: the unsubscribe link of a new-listing e-mail. Works
 * without signing in; the follow's own secret in the link is what allows it.
 */
export function UnfollowPage() {
  const [params] = useSearchParams();
  const seller = params.get('seller') ?? '';
  const user = params.get('user') ?? '';
  const token = params.get('token') ?? '';
  const mutation = useMutation({
    mutationFn: () => callApi('POST /api/follows/unsubscribe', { body: { seller, user, token } }),
  });
  const { mutate } = mutation;
  useEffect(() => {
    if (seller && user && token) mutate();
  }, [seller, user, token, mutate]);

  let text = 'Stopping the e-mails...';
  if (!seller || !user || !token || mutation.isError) {
    text = 'This unsubscribe link is not valid. You can unfollow sellers in your account.';
  } else if (mutation.data) {
    text = `You no longer follow ${mutation.data.display_name} and will not get their new-product e-mails.`;
  }
  return <EmailLinkPage title="Unfollow" status={text} />;
}
