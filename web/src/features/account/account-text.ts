/**
 * The account page's user-facing texts (the product's wording, word for word).
 * Pure: no React, no DOM, no aliases, so unit tests import it directly.
 */
export interface ToastText {
  title: string;
  description?: string;
}

/** A deletion request is carried out within 30 days. */
export const DELETION_GRACE_DAYS = 30;

export const ACCOUNT_TEXT = {
  pageTitle: 'My Account',
  accessDenied: 'Access Denied',
  accessDeniedText: 'Please sign in to view your account.',
  signIn: 'Sign In',
  purchasesTab: (count: number) => `My Purchases (${count})`,
  // While the purchases cannot be loaded there is no count to show.
  purchasesTabUnknown: 'My Purchases',
  settingsTab: 'Account Settings',
  noPurchases: 'No purchases yet',
  loadPurchasesFailed: { title: 'Error', description: 'Failed to load your purchases' },
  close: 'Close',
  unavailable: 'Product Temporarily Unavailable',
  unavailableText:
    'No published version of this product is available right now. Please check back later.',
  whatsNew: (version: string) => `What's New in Version ${version}`,
  filesTab: 'Product Files',
  instructionsTab: 'Product Instructions',
  loadFilesFailed: (error: string) => `Error loading files: ${error}`,
  downloadStarted: 'Download Started',
  downloadFailed: {
    title: 'Download Failed',
    description: 'Failed to download file. Please try again.',
  },
  manualDownloadFailed: {
    title: 'Error',
    description: 'Failed to download the instruction manual',
  },
  purchaseRequired: {
    title: 'Purchase Required',
    description: 'You need to purchase this product to download files',
  },
  refunded: 'Refunded',
  /** A refunded purchase: listed, but its files need a new purchase. */
  refundedText: (date: string | null) =>
    `This purchase was refunded${date ? ` on ${date}` : ''}. You need to purchase this product to download files.`,
  buyAgain: 'View product',
  emailReadOnly: 'Email cannot be changed',
  profileUpdated: 'Profile updated successfully',
  profileFailed: 'Failed to update profile',
  passwordUpdated: {
    title: 'Password Updated Successfully!',
    description: 'You may need to sign in again with your new password.',
  },
  passwordFailed: 'Failed to update password. Please try again.',
  preferencesUpdated: {
    title: 'Preferences Updated',
    description: 'Your communication preferences have been saved.',
  },
  loadPreferencesFailed: {
    title: 'Error',
    description: 'Failed to load communication preferences',
  },
  preferencesFailed: { title: 'Error', description: 'Failed to update preferences' },
  signedOut: { title: 'Signed Out', description: 'You have been signed out.' },
  signOutFailed: { title: 'Error', description: 'Failed to sign out' },
  deletionInitiated: {
    title: 'Account Deletion Initiated',
    description: `Your account will be deleted within ${DELETION_GRACE_DAYS} days. You have been signed out.`,
  },
  deletionFailed: {
    title: 'Error',
    description: 'Failed to process account deletion. Please contact support.',
  },
  unknownDate: 'Unknown',
} as const;

/** Server message when there is one, else the fallback (profile and password errors). */
export function messageOr(error: unknown, fallback: string): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() ? message.trim() : fallback;
}
