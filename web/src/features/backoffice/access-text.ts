/**
 * The back-office role guard's texts (the spec's wording, word for word). Pure: no React, no
 * DOM, no aliases, so unit tests import it directly.
 */
export type BackOfficeArea = 'admin' | 'seller';

export const ACCESS_TEXT = {
  title: 'Access Denied',
  /** Spec: 'Access Denied' ('You need to be logged in to access the admin panel.'). */
  signedOut: 'You need to be logged in to access the admin panel.',
  wrongRole: {
    admin: 'You need admin privileges to access this page.',
    seller: 'You need seller privileges to access this page.',
  } satisfies Record<BackOfficeArea, string>,
  signIn: 'Sign In',
} as const;

/** What the denial says: a visitor who is not signed in is asked to, anyone else lacks the role. */
export function denialText(area: BackOfficeArea, signedIn: boolean): string {
  return signedIn ? ACCESS_TEXT.wrongRole[area] : ACCESS_TEXT.signedOut;
}
