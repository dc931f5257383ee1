import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { withQueryClient } from '../../lib/query-store';
import { buttonClass } from '../../components/button';
import { useAuth } from '../auth/auth-context';
import { storefrontPath } from './paths';

/**
 * The signed-in Follow button (the user's follows, the follow mutation) loads apart: a
 * signed-out shopper's product page, most first visits, carries none of that code.
 */
const FollowButton = lazy(() =>
  withQueryClient(import('./FollowButton')).then((module) => ({ default: module.FollowButton })),
);

/** The product page's "By {seller}" line: a link to the storefront and its Follow button. */
export function SellerByline({
  seller,
  own = false,
}: {
  seller: { handle: string; display_name: string } | null | undefined;
  /** The viewer sells this product: no Follow button for their own storefront. */
  own?: boolean;
}) {
  const { user, openAuthDialog } = useAuth();
  if (!seller) return null;
  // Signed out, Follow opens the sign-in dialog, as the full button does; while the full button
  // loads, the same button, disabled, holds its place.
  const signedOutFollow = (disabled: boolean) => (
    <button
      type="button"
      className={buttonClass('secondary', 'sm')}
      disabled={disabled}
      onClick={() => openAuthDialog()}
    >
      Follow
    </button>
  );
  return (
    <div className="mt-2 flex flex-wrap items-center gap-3 text-sm text-slate-700">
      <p>
        By{' '}
        <Link
          to={storefrontPath(seller.handle)}
          className="font-medium text-indigo-700 underline underline-offset-2"
        >
          {seller.display_name}
        </Link>
      </p>
      {!own &&
        (user ? (
          <Suspense fallback={signedOutFollow(true)}>
            <FollowButton handle={seller.handle} displayName={seller.display_name} size="sm" />
          </Suspense>
        ) : (
          signedOutFollow(false)
        ))}
    </div>
  );
}
