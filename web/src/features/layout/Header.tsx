import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { buttonClass } from '../../components/button';
import { MenuIcon } from '../../components/icons';
import { useAuth } from '../auth/auth-context';
import { useShowsCart } from '../cart/cart-context';
import { CartMenu } from '../cart/CartMenu';
import { Logo } from './Logo';
import { MobileDrawer } from './MobileDrawer';

export function Header() {
  const { user } = useAuth();
  const showsCart = useShowsCart();
  const location = useLocation();
  // Tied to the location it was opened at, so any navigation closes the drawer by itself.
  const [drawerOpenAt, setDrawerOpenAt] = useState<string | null>(null);
  const drawerOpen = drawerOpenAt === location.key;

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />

        <nav aria-label="Main" className="hidden items-center gap-2 md:flex">
          <Link to="/faq" className={buttonClass('ghost')}>
            FAQ
          </Link>
          {showsCart && <CartMenu />}
          {/* Signed-in controls (Dashboard, My Account, user menu) come with the auth work. */}
          {!user && (
            <Link to="/auth" className={buttonClass('primary')}>
              Sign In
            </Link>
          )}
        </nav>

        <button
          type="button"
          className={buttonClass('ghost', 'icon', 'md:hidden')}
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpenAt(location.key)}
        >
          <MenuIcon className="size-6" />
        </button>
      </div>

      <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpenAt(null)} />
    </header>
  );
}
