/**
 * Where the pending checkout is kept (pending-checkout.ts reads and writes it): apart, so the
 * root layout's check for one as the page opens does not bring those rules into the first load.
 */
export const PENDING_CHECKOUT_KEY = 'pendingCheckout';
