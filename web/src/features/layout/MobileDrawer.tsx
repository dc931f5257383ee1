import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { displayName } from '@rules/validation';
import { buttonClass } from '../../components/button';
import {
  CartIcon,
  CloseIcon,
  DashboardIcon,
  LogOutIcon,
  SettingsIcon,
  UserIcon,
} from '../../components/icons';
import { useAuth } from '../auth/auth-context';
import { dashboardPathFor } from '../auth/auth-links';
import { useSignOutAction } from '../auth/use-sign-out';
import { useCart, useShowsCart } from '../cart/cart-context';

interface MobileDrawerProps {
  open: boolean;
  onClose: () => void;
}

const ITEM =
  'flex h-12 items-center justify-between rounded-lg px-3 text-base font-medium text-slate-800 ' +
  'hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/**
 * A native modal <dialog>: the browser traps focus, closes on Escape and makes the page behind
 * inert, which a hand-made overlay would have to re-implement.
 */
export function MobileDrawer({ open, onClose }: MobileDrawerProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const { user, role, loading, openAuthDialog } = useAuth();
  const signOut = useSignOutAction();
  const dashboard = dashboardPathFor(role);
  const { items } = useCart();
  const showsCart = useShowsCart();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-label="Menu"
      onClose={onClose}
      // A click on the dialog element itself (not its content) is a click on the backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-dvh w-80 max-w-[85vw] bg-white p-0 shadow-2xl backdrop:bg-slate-900/50 md:hidden"
    >
      <div className="flex h-full flex-col">
        <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
          <span className="text-base font-semibold text-slate-900">Menu</span>
          <button
            type="button"
            className={buttonClass('ghost', 'icon')}
            aria-label="Close menu"
            onClick={onClose}
          >
            <CloseIcon className="size-6" />
          </button>
        </div>
        <nav aria-label="Mobile" className="flex flex-col gap-1 p-4">
          <Link to="/" className={ITEM}>
            Products
          </Link>
          <Link to="/faq" className={ITEM}>
            FAQ
          </Link>
          {showsCart && (
            <Link to="/cart" className={ITEM}>
              <span className="flex items-center gap-3">
                <CartIcon className="size-5 text-slate-500" />
                Cart
              </span>
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-sm text-slate-700">
                {items.length}
                <span className="sr-only"> {items.length === 1 ? 'item' : 'items'}</span>
              </span>
            </Link>
          )}
          {user && (
            <>
              {dashboard && (
                <Link to={dashboard} className={ITEM}>
                  <span className="flex items-center gap-3">
                    <DashboardIcon className="size-5 text-slate-500" />
                    Dashboard
                  </span>
                </Link>
              )}
              <Link to="/myaccount" className={ITEM}>
                <span className="flex items-center gap-3">
                  <UserIcon className="size-5 text-slate-500" />
                  My Account
                </span>
              </Link>
              <Link to="/myaccount?tab=settings" className={ITEM}>
                <span className="flex items-center gap-3">
                  <SettingsIcon className="size-5 text-slate-500" />
                  Account Settings
                </span>
              </Link>
            </>
          )}
          {!user && !loading && (
            <button
              type="button"
              className={buttonClass('primary', 'md', 'mt-4 h-12 text-base')}
              onClick={() => {
                // The drawer is a modal <dialog>: close it first or the auth dialog is inert.
                onClose();
                openAuthDialog();
              }}
            >
              Sign In
            </button>
          )}
        </nav>
        {user && (
          <div className="mt-auto border-t border-slate-200 p-4">
            <p className="truncate text-sm font-semibold text-slate-900">
              {displayName(user.fullName, user.email)}
            </p>
            <p className="truncate text-sm text-slate-500">{user.email}</p>
            <button
              type="button"
              className={buttonClass('secondary', 'md', 'mt-3 h-12 w-full text-base')}
              onClick={() => {
                onClose();
                void signOut();
              }}
            >
              <LogOutIcon className="size-5" />
              Sign Out
            </button>
          </div>
        )}
      </div>
    </dialog>
  );
}
