import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import type { z } from 'zod';
import type {
  CheckoutResponse,
  createPaymentBody,
  createPaymentUniversalBody,
} from '@contracts/checkout';
import { ApiError, callApi } from '../../lib/api-client';
import { useAuth } from '../auth/auth-context';
import { useCart } from './cart-context';
import { checkoutLineOf } from './cart-pricing';
import { savePendingCheckout } from './pending-checkout-store';

export interface GuestDetails {
  email: string;
  fullName?: string;
}

type PaymentBody = z.input<typeof createPaymentBody>;
type UniversalPaymentBody = z.input<typeof createPaymentUniversalBody>;

const FAILURE_TEXT = 'Something went wrong. Please try again.';

/**
 * Checkout (with the cart's applied discount code, if any): signed-in shoppers pay through create-payment (with their
 * token), guests through create-payment-universal after giving an e-mail (needsEmail). The
 * answer is a payment URL, a request to sign in, or an existing-buyer notice.
 */
export function useCheckout(discountCode?: string) {
  const { user, loading, openAuthDialog } = useAuth();
  const { items } = useCart();
  const [needsEmail, setNeedsEmail] = useState(false);
  const [redirecting, setRedirecting] = useState(false);

  const mutation = useMutation({
    mutationFn: (guest: GuestDetails | null): Promise<CheckoutResponse> => {
      const base: PaymentBody = {
        // Ids only (with a bundle's kind and a pay-what-you-want line's amount): the server reads
        // names and prices from the catalogue.
        items: items.map(checkoutLineOf),
        currency: 'usd',
        // The server checks the code again and Stripe applies it.
        ...(discountCode ? { discountCode } : {}),
      };
      if (!guest) return callApi('POST /api/create-payment', { body: base });
      const body: UniversalPaymentBody = {
        ...base,
        email: guest.email,
        ...(guest.fullName ? { fullName: guest.fullName } : {}),
      };
      return callApi('POST /api/create-payment-universal', { body });
    },
    onSuccess: (response, guest) => {
      if ('url' in response && typeof response.url === 'string' && response.url) {
        savePendingCheckout(response.url, items);
        setRedirecting(true);
        toast.success('Redirecting to checkout', { description: 'Please complete your payment.' });
        window.location.assign(response.url);
        return;
      }
      if ('requiresLogin' in response && response.requiresLogin) {
        toast.info('Please log in', { description: response.message });
        openAuthDialog({
          tab: 'signin',
          redirect: '/cart',
          ...(guest ? { email: guest.email } : {}),
        });
        return;
      }
      if ('existingBuyer' in response && response.existingBuyer) {
        toast.info('Existing buyer', { description: response.message });
        return;
      }
      // Spec: no URL in the answer is a failure.
      toast.error('Checkout failed', { description: FAILURE_TEXT });
    },
    onError: (error) => {
      console.error('Checkout failed', error);
      toast.error('Checkout failed', {
        description: error instanceof ApiError && error.message ? error.message : FAILURE_TEXT,
      });
    },
  });

  const checkout = (guest: GuestDetails | null = null) => {
    if (items.length === 0) {
      toast.error('Cart is empty', {
        description: 'Please add some items to your cart before checking out.',
      });
      return;
    }
    if (!user && !guest) {
      setNeedsEmail(true);
      return;
    }
    mutation.mutate(guest);
  };

  return {
    checkout,
    /** Guests without an e-mail yet: the page shows the e-mail form. */
    needsEmail: needsEmail && !user,
    cancelEmail: () => setNeedsEmail(false),
    processing: mutation.isPending || redirecting,
    /** Until the session is known it is unclear which checkout applies. */
    ready: !loading,
  };
}
