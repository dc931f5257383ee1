/**
 * The texts and error checks the signed-in session needs on every page (sign-out, a blocked
 * account, a failed token refresh): part of the first load, so apart from the sign-in screens'
 * texts (auth-messages.ts, which re-exports these). Pure, like auth-messages.ts.
 */

export interface ToastText {
  title: string;
  description?: string;
}

export const SESSION_TEXT = {
  signedOut: 'Signed out successfully',
  signOutFailed: { title: 'Error', description: 'Failed to sign out' },
  suspended: {
    title: 'Account Suspended',
    description: 'This account has been suspended. Please contact support for assistance.',
  },
  deleted: {
    title: 'Account Scheduled for Deletion',
    description: 'This account has been scheduled for deletion and can no longer be accessed.',
  },
} as const;

/** What an Amplify AuthError, a Cognito service error or our ApiError has in common. */
interface ErrorLike {
  name?: unknown;
  message?: unknown;
  status?: unknown;
}

export function errorName(error: unknown): string {
  const name = (error as ErrorLike | null)?.name;
  return typeof name === 'string' ? name : '';
}

export function errorMessage(error: unknown): string {
  const message = (error as ErrorLike | null)?.message;
  return typeof message === 'string' ? message.trim() : '';
}

export function errorStatus(error: unknown): number | undefined {
  const status = (error as ErrorLike | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * A 403 from the API carrying the profile-state message: the account may no longer be used, so
 * the session ends. Anything else is not a blocked account.
 */
export function blockedAccountToast(error: unknown): ToastText | null {
  if (errorStatus(error) !== 403) return null;
  const message = errorMessage(error);
  if (message === SESSION_TEXT.suspended.description) return { ...SESSION_TEXT.suspended };
  if (message === SESSION_TEXT.deleted.description) return { ...SESSION_TEXT.deleted };
  return null;
}

/**
 * Errors after which a token refresh is worth trying again later (the tokens are kept); any
 * other failure means the session cannot be refreshed and the user is signed out.
 */
const RETRYABLE_REFRESH_ERRORS = new Set([
  'NetworkError',
  'TooManyRequestsException',
  'ThrottlingException',
  'LimitExceededException',
  'InternalErrorException',
  'ServiceUnavailableException',
  'RequestTimeout',
  'TimeoutError',
  'AbortError',
]);

export function isRetryableRefreshError(error: unknown): boolean {
  return RETRYABLE_REFRESH_ERRORS.has(errorName(error));
}
