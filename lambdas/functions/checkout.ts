import { groupEntry } from '../http/group-entry';
import { checkoutRoutes } from '../routes/checkout';
import { createPayment, createPaymentUniversal } from '../handlers/checkout/create-payment';
import { verifyPayment, verifyPaymentUniversal } from '../handlers/checkout/verify-payment';
import { claimFree, claimFreeAsGuest } from '../handlers/checkout/free-claim';

/** Lambda entry of the `checkout` function group. */
export const handler = groupEntry('checkout', checkoutRoutes, {
  createPayment,
  createPaymentUniversal,
  verifyPayment,
  verifyPaymentUniversal,
  claimFree,
  claimFreeAsGuest,
});
