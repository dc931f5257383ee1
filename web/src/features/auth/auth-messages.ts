/**
 * The auth feature's user-facing texts (the product's wording, word for word) and the
 * mapping from Amplify / Cognito errors to them. Pure on purpose: no React, no DOM, no aliases,
 * so the unit tests (tests/unit/web) can import it directly. What the session needs on every
 * page (sign-out, blocked accounts, refresh errors) is in session-messages.ts, out of the
 * sign-in screens' texts.
 */
import {
  SESSION_TEXT,
  errorMessage,
  errorName,
  errorStatus,
  type ToastText,
} from './session-messages';

export {
  blockedAccountToast,
  errorMessage,
  errorName,
  errorStatus,
  isRetryableRefreshError,
  type ToastText,
} from './session-messages';

export const AUTH_TEXT = {
  signedIn: 'Signed in successfully',
  ...SESSION_TEXT,
  missingCredentials: 'You must provide either an email or phone number and a password',
  emailRequired: 'Please enter your email address',
  fullNameRequired: 'Please enter your full name',
  passwordTooShort: {
    title: 'Password Too Short',
    description: 'Password must be at least 6 characters long.',
  },
  emailNotVerified: {
    title: 'Email Not Verified',
    description: 'Please check your email and click the verification link before signing in.',
  },
  accountExists: {
    title: 'Account Already Exists',
    description: 'An account with this email already exists. Please sign in instead.',
  },
  accountCreated: {
    title: 'Account Created',
    description: 'Please check your email to verify your account before signing in.',
  },
  signUpFailed: 'Sign Up Failed',
  signUpFailedDefault: 'Failed to create account. Please try again.',
  verificationSent: {
    title: 'Verification Email Sent',
    description: 'Please check your email for the verification link.',
  },
  emailVerified: 'Email Verified!',
  verificationFailed: 'Verification Failed',
  unexpectedVerification: 'An unexpected error occurred during verification.',
  resetRateLimited: {
    title: 'Rate Limit Exceeded',
    description: 'Too many password reset requests. Please wait a few minutes before trying again.',
  },
  resetRequestFailedDefault: 'Failed to send password reset email. Please try again.',
  resetSuccessful: 'Password Reset Successful!',
  resetFailed: {
    title: 'Password Reset Failed',
    description:
      'There was an error with your password reset link. Please try requesting a new one.',
  },
  invalidResetLink: 'Invalid Reset Link',
  invitation: {
    invalid: 'Invalid invitation link',
    notFound: 'Invitation not found',
    used: 'This invitation has already been used',
    expired: 'This invitation has expired',
    failed: 'Failed to validate invitation',
    passwordsDoNotMatch: 'Passwords do not match',
    passwordTooShort: 'Password must be at least 6 characters long',
    fullNameRequired: 'Full name is required',
    createFailed: 'Failed to create account. Please try again.',
    signInFailed: 'Account created but failed to sign in. Please try signing in manually.',
  },
} as const;

/** The one-toast summary of a successful sign-in, with the guest purchases just linked. */
export function signedInToast(linkedPurchases: number): ToastText {
  return linkedPurchases > 0
    ? { title: AUTH_TEXT.signedIn, description: linkedPurchasesText(linkedPurchases) }
    : { title: AUTH_TEXT.signedIn };
}

export function linkedPurchasesText(count: number): string {
  return `${count} purchase(s) have been linked to your account.`;
}

/** Sign-up that ended with a session (an auto-confirmed pool). */
export function welcomeToast(linkedPurchases: number): ToastText {
  return {
    title: 'Welcome!',
    description:
      linkedPurchases > 0
        ? `Your account has been created successfully. ${linkedPurchases} previous purchase(s) have been linked to your account.`
        : 'Your account has been created successfully.',
  };
}

/** Sign-in failures: an unconfirmed e-mail has its own text, anything else shows its message. */
export function signInErrorToast(error: unknown): ToastText {
  if (errorName(error) === 'UserNotConfirmedException') return { ...AUTH_TEXT.emailNotVerified };
  return {
    title: 'Sign In Failed',
    description: errorMessage(error) || 'Failed to sign in. Please try again.',
  };
}

export function signUpErrorToast(error: unknown): ToastText {
  const message = errorMessage(error);
  if (
    errorName(error) === 'UsernameExistsException' ||
    /user already registered|already exists/i.test(message)
  ) {
    return { ...AUTH_TEXT.accountExists };
  }
  return { title: AUTH_TEXT.signUpFailed, description: message || AUTH_TEXT.signUpFailedDefault };
}

/** Resend failures show the provider's message (cognito-local does not implement the call). */
export function resendErrorToast(error: unknown): ToastText {
  return {
    title: 'Error',
    description: errorMessage(error) || 'Failed to resend the verification email.',
  };
}

/** POST /api/request-password-reset failures (the API answers errors as `{ error }`). */
export function passwordResetRequestErrorToast(error: unknown): ToastText {
  if (errorStatus(error) === 429) return { ...AUTH_TEXT.resetRateLimited };
  return {
    title: 'Error',
    description: errorMessage(error) || AUTH_TEXT.resetRequestFailedDefault,
  };
}

/**
 * confirmResetPassword failures. A bad, used or expired code is the link's fault and gets the
 * spec's text; a password the pool refuses or a throttle says more with the provider's message.
 */
export function resetPasswordErrorToast(error: unknown): ToastText {
  const name = errorName(error);
  const message = errorMessage(error);
  if (
    message &&
    ['InvalidPasswordException', 'LimitExceededException', 'TooManyRequestsException'].includes(
      name,
    )
  ) {
    return { title: AUTH_TEXT.resetFailed.title, description: message };
  }
  return { ...AUTH_TEXT.resetFailed };
}

export type VerificationOutcome = { verified: true } | { verified: false; toast: ToastText };

/**
 * confirmSignUp failures. Real Cognito refuses a second confirmation with "Current status is
 * CONFIRMED": the e-mail is verified, which is what the person wanted (a double click on the
 * link, a mail scanner that opened it first).
 */
export function verificationOutcome(error: unknown): VerificationOutcome {
  const message = errorMessage(error);
  if (/current status is confirmed/i.test(message)) return { verified: true };
  if (!errorName(error) || errorName(error) === 'Error' || error instanceof TypeError) {
    return {
      verified: false,
      toast: { title: AUTH_TEXT.verificationFailed, description: AUTH_TEXT.unexpectedVerification },
    };
  }
  return {
    verified: false,
    toast: {
      title: AUTH_TEXT.verificationFailed,
      description: message || AUTH_TEXT.unexpectedVerification,
    },
  };
}

/** The invitation error screen shows the server's known texts, else a generic one. */
export function invitationErrorMessage(error: unknown): string {
  const message = errorMessage(error);
  const known: readonly string[] = [
    AUTH_TEXT.invitation.invalid,
    AUTH_TEXT.invitation.notFound,
    AUTH_TEXT.invitation.used,
    AUTH_TEXT.invitation.expired,
  ];
  return known.includes(message) ? message : AUTH_TEXT.invitation.failed;
}
