/**
 * The root layout's parts no page shows until they are needed, one chunk fetched at the
 * visitor's first interaction (lib/first-interaction.ts) or at once when one of them is needed
 * sooner (RootLayout's useLateParts): the sign-in dialog's host and the checkout recovery banner.
 */
export { AuthDialogSlot } from '../auth/AuthDialogSlot';
export { CheckoutRecoveryBanner } from '../cart/CheckoutRecoveryBanner';
