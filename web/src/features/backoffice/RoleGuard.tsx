import type { ReactNode } from 'react';
import { buttonClass } from '../../components/button';
import { PageSpinner } from '../../components/Spinner';
import { useAuth } from '../auth/auth-context';

interface RoleGuardProps {
  area: 'admin' | 'seller';
  children: ReactNode;
}

const DENIAL: Record<RoleGuardProps['area'], string> = {
  admin: 'You need admin privileges to access this page.',
  seller: 'You need seller privileges to access this page.',
};

/** One guard for both areas: waits for the role, then shows the area or 'Access Denied'. */
export function RoleGuard({ area, children }: RoleGuardProps) {
  const { role, loading, user, openAuthDialog } = useAuth();
  if (loading) return <PageSpinner />;
  // Sellers' screens are open to admins too (route access 'seller' = sellers and admins).
  const allowed = area === 'admin' ? role === 'admin' : role === 'seller' || role === 'admin';
  if (allowed) return <>{children}</>;
  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Access Denied</h1>
      <p className="mt-3 text-slate-600">{DENIAL[area]}</p>
      {!user && (
        <button
          type="button"
          className={buttonClass('primary', 'md', 'mt-6')}
          onClick={() => openAuthDialog()}
        >
          Sign In
        </button>
      )}
    </div>
  );
}
