import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { buttonClass } from '../../components/button';
import { PageSpinner } from '../../components/Spinner';
import { useAuth } from '../auth/auth-context';
import { ACCESS_TEXT, denialText, type BackOfficeArea } from './access-text';

interface RoleGuardProps {
  area: BackOfficeArea;
  children: ReactNode;
}

/** One guard for both areas: waits for the role, then shows the area or 'Access Denied'. */
export function RoleGuard({ area, children }: RoleGuardProps) {
  const { role, loading, user, openAuthDialog } = useAuth();
  const location = useLocation();
  if (loading) return <PageSpinner />;
  // Sellers' screens are open to admins too (route access 'seller' = sellers and admins).
  const allowed = area === 'admin' ? role === 'admin' : role === 'seller' || role === 'admin';
  if (allowed) return <>{children}</>;
  return (
    <div data-testid="access-denied" className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{ACCESS_TEXT.title}</h1>
      <p className="mt-3 text-slate-600">{denialText(area, Boolean(user))}</p>
      {!user && (
        <button
          type="button"
          className={buttonClass('primary', 'md', 'mt-6')}
          // Back to the very link that was opened (a product's screen, its mode), signed in.
          onClick={() => openAuthDialog({ redirect: `${location.pathname}${location.search}` })}
        >
          {ACCESS_TEXT.signIn}
        </button>
      )}
    </div>
  );
}
