import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { buttonClass } from '../../components/button';
import { MenuIcon } from '../../components/icons-shell';
import { useAuth } from '../auth/auth-context';
import { useShowsCart } from '../cart/cart-context';
import { CartLink, CartMenu } from '../cart/CartMenu';
import { Logo } from './Logo';

// Only signed-in visitors see these links and the menu: they stay out of the shopper's download.
const SignedInNav = lazy(() => import('./SignedInNav').then((m) => ({ default: m.SignedInNav })));
/** main.tsx asks for it at once for a stored session, beside the auth state's code. */
export const preloadSignedInNav = () => import('./SignedInNav');
// The phone menu's code arrives with its first opening: no first paint shows it.
const MobileDrawer = lazy(() =>
  import('./MobileDrawer').then((m) => ({ default: m.MobileDrawer })),
);

const SESSION_SPACE = (
  <span aria-hidden="true" className="h-10 w-20 animate-pulse rounded-lg bg-slate-100" />
);

export function Header() {
  const { user, loading, openAuthDialog } = useAuth();
  const showsCart = useShowsCart();
  const location = useLocation();
  // Tied to the location it was opened at, so any navigation closes the drawer by itself.
  const [drawerOpenAt, setDrawerOpenAt] = useState<string | null>(null);
  const drawerOpen = drawerOpenAt === location.key;
  // Mounted from the first opening on, so it can close itself (the native dialog's state).
  const [drawerWanted, setDrawerWanted] = useState(false);

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75 print:hidden">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />

        <nav aria-label="Main" className="hidden items-center gap-2 md:flex">
          <Link to="/faq" className={buttonClass('ghost')}>
            FAQ
          </Link>
          {showsCart && <CartMenu />}
          {user ? (
            <Suspense fallback={SESSION_SPACE}>
              <SignedInNav user={user} />
            </Suspense>
          ) : loading ? (
            // The stored session is still being read: keep the space, avoid a Sign In flash.
            SESSION_SPACE
          ) : (
            <button
              type="button"
              className={buttonClass('primary')}
              onClick={() => openAuthDialog()}
            >
              Sign In
            </button>
          )}
        </nav>

        <div className="flex items-center gap-1 md:hidden">
          {showsCart && <CartLink />}
          <button
            type="button"
            className={buttonClass('ghost', 'icon')}
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            onClick={() => {
              setDrawerWanted(true);
              setDrawerOpenAt(location.key);
            }}
          >
            <MenuIcon className="size-6" />
          </button>
        </div>
      </div>

      {drawerWanted && (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpenAt(null)} />
        </Suspense>
      )}
    </header>
  );
}
