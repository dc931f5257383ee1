/**
 * The root layout's parts no first paint needs, one chunk fetched once the page has loaded and
 * the browser is idle (lib/after-load.ts), or at once when one of them is needed sooner: the
 * sign-in dialog asked for, a checkout pending when the page opened (RootLayout).
 */
export { AuthDialogSlot } from '../auth/AuthDialogSlot';
export { CheckoutRecoveryBanner } from '../cart/CheckoutRecoveryBanner';
export { Footer } from './Footer';
