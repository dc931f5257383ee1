import { buttonClass } from '../../components/button';
import { useAuth } from '../auth/auth-context';
import { useFollowMutation, useMyFollows } from './api';

interface FollowButtonProps {
  /** The storefront's current handle (what both the page and the follows list answer). */
  handle: string;
  displayName: string;
  size?: 'sm' | 'md';
}

/**
 * Follow / Following for a seller. Signed out, it opens the sign-in dialog. Whether the user
 * follows comes from their own list (private), so the storefront's answer stays the same for
 * everyone and can be cached.
 */
export function FollowButton({ handle, displayName, size = 'md' }: FollowButtonProps) {
  const { user, openAuthDialog } = useAuth();
  const follows = useMyFollows();
  const mutation = useFollowMutation(handle, displayName);
  if (!user) {
    return (
      <button
        type="button"
        className={buttonClass('secondary', size)}
        onClick={() => openAuthDialog()}
      >
        Follow
      </button>
    );
  }
  const following = follows.data?.follows.some((row) => row.handle === handle) ?? false;
  return (
    <button
      type="button"
      aria-pressed={following}
      className={buttonClass(following ? 'secondary' : 'primary', size)}
      disabled={mutation.isPending || follows.isLoading}
      onClick={() => mutation.mutate(!following)}
    >
      {following ? 'Following' : 'Follow'}
    </button>
  );
}
