import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../components/button';
import { useAuth, type AuthUser } from '../auth/auth-context';
import { dashboardPathFor } from '../auth/auth-links';
import { useSignOutAction } from '../auth/use-sign-out';

// Its dropdown library comes after the links: a signed-in header draws them first.
const UserMenu = lazy(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));

/**
 * The header's links for a signed-in visitor (Dashboard, My Account, the user menu), apart from
 * the first load: a visitor without a session never needs them (the header loads them only
 * with a user, in the space it kept while the session was read).
 */
export function SignedInNav({ user }: { user: AuthUser }) {
  const { role } = useAuth();
  const signOut = useSignOutAction();
  const dashboard = dashboardPathFor(role);
  return (
    <>
      {dashboard && (
        <Link to={dashboard} className={buttonClass('secondary')}>
          Dashboard
        </Link>
      )}
      <Link to="/myaccount" className={buttonClass('ghost')}>
        My Account
      </Link>
      <Suspense fallback={<span aria-hidden="true" className="h-10 w-16" />}>
        <UserMenu user={user} onSignOut={() => void signOut()} />
      </Suspense>
    </>
  );
}
