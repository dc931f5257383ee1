import { lazy, Suspense, useState } from 'react';
import { withQueryClient } from '../../lib/query-store';
import { buttonClass } from '../../components/button';
import { ButtonSpinner } from '../../components/Spinner';
import { useAuth } from '../auth/auth-context';

// The guest's dialog (its modal library and form, and Query) is fetched on the first click only.
const GuestFreeClaimDialog = lazy(() =>
  withQueryClient(import('./GuestFreeClaimDialog')).then((module) => ({
    default: module.GuestFreeClaimDialog,
  })),
);

interface GetItFreeButtonProps {
  product: { id: string; name: string };
  className: string;
  size: 'sm' | 'md';
  describedBy?: string;
}

/**
 * "Get it free": signed in, one call makes the product the buyer's at once (a repeat is a
 * no-op); a guest gives an e-mail address and gets the downloads link there. Never the cart.
 */
export function GetItFreeButton({ product, className, size, describedBy }: GetItFreeButtonProps) {
  const { user, refreshMe } = useAuth();
  const [guestAsked, setGuestAsked] = useState(false);
  const [pending, setPending] = useState(false);
  const claim = () => {
    setPending(true);
    void import('./claim-free')
      .then((module) => module.claimFree(product, refreshMe))
      .finally(() => setPending(false));
  };
  const button = (
    <button
      type="button"
      className={buttonClass('primary', size, className)}
      aria-describedby={describedBy}
      disabled={pending}
      aria-busy={pending}
      onClick={() => {
        if (user) {
          if (!pending) claim();
        } else setGuestAsked(true);
      }}
    >
      {pending && <ButtonSpinner />}
      Get it free
    </button>
  );
  if (user || !guestAsked) return button;
  return (
    <Suspense fallback={button}>
      <GuestFreeClaimDialog product={product} trigger={button} initiallyOpen />
    </Suspense>
  );
}
