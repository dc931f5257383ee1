import { lazy, Suspense, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { buttonClass } from '../../components/button';
import { ButtonSpinner } from '../../components/Spinner';
import { ApiError, callApi } from '../../lib/api-client';
import { useAuth } from '../auth/auth-context';

// The guest's dialog (its modal library and form) is fetched on the first click only.
const GuestFreeClaimDialog = lazy(() =>
  import('./GuestFreeClaimDialog').then((module) => ({ default: module.GuestFreeClaimDialog })),
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
  const claim = useMutation({
    mutationFn: () => callApi('POST /api/free-claims', { body: { productId: product.id } }),
    onSuccess: async () => {
      toast.success('It is yours!', { description: `${product.name} is in your dashboard.` });
      // The owned state (Open in Dashboard, Already Purchased) follows from the refreshed profile.
      await refreshMe();
    },
    onError: (error) => {
      toast.error('Could not get it', {
        description: error instanceof ApiError ? error.message : 'Please try again.',
      });
    },
  });
  const button = (
    <button
      type="button"
      className={buttonClass('primary', size, className)}
      aria-describedby={describedBy}
      disabled={claim.isPending}
      aria-busy={claim.isPending}
      onClick={() => {
        if (user) {
          if (!claim.isPending) claim.mutate();
        } else setGuestAsked(true);
      }}
    >
      {claim.isPending && <ButtonSpinner />}
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
