/**
 * The root layout's parts the first screen does not show, one chunk fetched at the visitor's
 * first interaction (lib/first-interaction.ts), when the footer's place is in view, or at once
 * when one of them is needed sooner (RootLayout's useLateParts).
 */
export { AuthDialogSlot } from '../auth/AuthDialogSlot';
export { CheckoutRecoveryBanner } from '../cart/CheckoutRecoveryBanner';
export { Footer } from './Footer';
