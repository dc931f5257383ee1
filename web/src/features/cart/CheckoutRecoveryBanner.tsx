import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { toast } from 'sonner';
import { buttonClass } from '../../components/button';
import { AlertIcon, CloseIcon } from '../../components/icons-shell';
import { useShowsCart } from './cart-context';
import { clearPendingCheckout, usePendingCheckout } from './pending-checkout-store';

/**
 * Spec, "Checkout recovery banner": shown under the header while a checkout started less than
 * 24 hours ago was not completed. Resume goes back to the payment page, Clear forgets it, the
 * close button hides it for this visit. Not on the payment result page, which clears it itself
 * once the payment is verified.
 */
export function CheckoutRecoveryBanner() {
  const pending = usePendingCheckout();
  const showsCart = useShowsCart();
  const { pathname } = useLocation();
  const [hidden, setHidden] = useState(false);

  if (!pending || hidden || !showsCart || pathname === '/payment-success') return null;
  const count = pending.items.length;

  return (
    <div
      role="region"
      aria-label="Incomplete checkout"
      className="border-b border-amber-200 bg-amber-50 print:hidden"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:px-6 lg:px-8">
        <div className="flex min-w-0 flex-1 items-start gap-3">
          <AlertIcon className="mt-0.5 size-5 shrink-0 text-amber-600" />
          <div className="min-w-0 text-sm">
            <p className="font-semibold text-amber-900">Incomplete checkout found</p>
            <p className="text-amber-800">You have {count} item(s) in a pending checkout</p>
          </div>
        </div>
        <div className="flex items-center gap-2 pl-8 sm:pl-0">
          <button
            type="button"
            className={buttonClass('primary', 'sm')}
            onClick={() => window.location.assign(pending.checkoutUrl)}
          >
            Resume checkout
          </button>
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            onClick={() => {
              clearPendingCheckout();
              toast.success('Checkout cleared');
            }}
          >
            Clear
          </button>
          <button
            type="button"
            className={buttonClass('ghost', 'icon', 'size-9 text-amber-900 hover:bg-amber-100')}
            aria-label="Hide this notice"
            onClick={() => setHidden(true)}
          >
            <CloseIcon className="size-5" />
          </button>
        </div>
      </div>
    </div>
  );
}
