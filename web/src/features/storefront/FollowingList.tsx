import { Link } from 'react-router-dom';
import { LoadError } from '../../components/LoadError';
import { useFollowMutation, useMyFollows } from './api';
import { storefrontPath } from './paths';
import { buttonClass } from '../../components/button';

/** The account's "Following" section: every seller the user follows, with Unfollow. */
export function FollowingList() {
  const follows = useMyFollows();
  return (
    <section aria-labelledby="following-heading" className="mt-10">
      <h2 id="following-heading" className="text-xl font-semibold text-slate-900">
        Following
      </h2>
      {follows.isError ? (
        <LoadError
          message="Could not load whom you follow."
          onRetry={() => void follows.refetch()}
        />
      ) : !follows.data ? (
        <p className="mt-3 text-sm text-slate-600">Loading...</p>
      ) : follows.data.follows.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">
          You follow no sellers yet. Follow one from their page to hear about their new products.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {follows.data.follows.map((row) => (
            <FollowRow key={row.seller_id} handle={row.handle} displayName={row.display_name} />
          ))}
        </ul>
      )}
    </section>
  );
}

function FollowRow({ handle, displayName }: { handle: string; displayName: string }) {
  const mutation = useFollowMutation(handle, displayName);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-4">
      <Link
        to={storefrontPath(handle)}
        className="font-medium text-indigo-700 underline-offset-2 hover:underline"
      >
        {displayName}
      </Link>
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        disabled={mutation.isPending}
        onClick={() => mutation.mutate(false)}
      >
        Unfollow<span className="sr-only"> {displayName}</span>
      </button>
    </li>
  );
}
