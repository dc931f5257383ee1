/** The `checkout` group: Stripe Checkout Sessions and the payment-success check. */
import { BY_ACCESS } from './access';
import {
  type CheckoutResponse,
  type VerifyPaymentResponse,
  createPaymentBody,
  createPaymentUniversalBody,
  verifyPaymentBody,
} from '../contracts/checkout';
import {
  type FreeClaimResponse,
  type GuestFreeClaimResponse,
  freeClaimBody,
  guestFreeClaimBody,
} from '../contracts/free-claims';
import { type RouteSpec, responds } from './route-spec';

export const checkoutRoutes = {
  // Checkout and payment results.
  'POST /api/create-payment': {
    group: 'checkout',
    access: 'signed-in',
    // Admins and sellers run the shop and do not buy in it.
    outcomes: { sellers: 403, admin: 403 },
    body: createPaymentBody,
    response: responds<CheckoutResponse>(),
  },
  'POST /api/create-payment-universal': {
    group: 'checkout',
    access: 'public',
    outcomes: BY_ACCESS,
    body: createPaymentUniversalBody,
    response: responds<CheckoutResponse>(),
  },
  'POST /api/verify-payment': {
    group: 'checkout',
    access: 'signed-in',
    outcomes: { ownedBy: 'buyerA' },
    body: verifyPaymentBody,
    response: responds<VerifyPaymentResponse>(),
  },
  'POST /api/verify-payment-universal': {
    group: 'checkout',
    access: 'public',
    outcomes: BY_ACCESS,
    body: verifyPaymentBody,
    response: responds<VerifyPaymentResponse>(),
  },
  // Free products: claimed without Stripe (signed in: granted at once; guest: a link by e-mail).
  'POST /api/free-claims': {
    group: 'checkout',
    access: 'signed-in',
    // Admins and sellers run the shop and do not buy in it.
    outcomes: { sellers: 403, admin: 403 },
    body: freeClaimBody,
    response: responds<FreeClaimResponse>(),
  },
  'POST /api/free-claims/guest': {
    group: 'checkout',
    access: 'public',
    outcomes: BY_ACCESS,
    body: guestFreeClaimBody,
    response: responds<GuestFreeClaimResponse>(),
  },
} as const satisfies Record<string, RouteSpec>;
