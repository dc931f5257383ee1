import { INVITATION_MESSAGES, PASSWORD_RESET_MESSAGES } from '../../../lambdas/contracts/auth';
import {
  DELETED_MESSAGE,
  SUSPENDED_MESSAGE,
} from '../../../lambdas/services/shared/caller-service';
import {
  AUTH_TEXT,
  blockedAccountToast,
  invitationErrorMessage,
  isRetryableRefreshError,
  passwordResetRequestErrorToast,
  resendErrorToast,
  resetPasswordErrorToast,
  signInErrorToast,
  signUpErrorToast,
  signedInToast,
  verificationOutcome,
  welcomeToast,
} from '../../../web/src/features/auth/auth-messages';

/** What Amplify throws: an Error whose name is the Cognito exception. */
function cognitoError(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

/** What the web API client throws for a 4xx/5xx answer. */
function apiError(status: number, message: string) {
  return Object.assign(new Error(message), { name: 'ApiError', status });
}

describe('sign-in errors', () => {
  it('explains an unverified e-mail with the spec text', () => {
    expect(
      signInErrorToast(cognitoError('UserNotConfirmedException', 'User is not confirmed.')),
    ).toEqual({
      title: 'Email Not Verified',
      description: 'Please check your email and click the verification link before signing in.',
    });
  });

  it('shows any other error with its own message', () => {
    expect(
      signInErrorToast(cognitoError('NotAuthorizedException', 'Incorrect username or password.')),
    ).toEqual({ title: 'Sign In Failed', description: 'Incorrect username or password.' });
  });

  it('falls back to a generic text when the error has no message', () => {
    expect(signInErrorToast({}).description).toBe('Failed to sign in. Please try again.');
  });

  it('reports linked guest purchases with the success toast', () => {
    expect(signedInToast(0)).toEqual({ title: 'Signed in successfully' });
    expect(signedInToast(2)).toEqual({
      title: 'Signed in successfully',
      description: '2 purchase(s) have been linked to your account.',
    });
  });
});

describe('sign-up errors and outcomes', () => {
  it('maps an existing account, by Cognito name or by message, to Account Already Exists', () => {
    const expected = {
      title: 'Account Already Exists',
      description: 'An account with this email already exists. Please sign in instead.',
    };
    expect(
      signUpErrorToast(cognitoError('UsernameExistsException', 'User already exists')),
    ).toEqual(expected);
    expect(signUpErrorToast(new Error('User already registered'))).toEqual(expected);
  });

  it('shows other failures as Sign Up Failed with the provider message or the default', () => {
    expect(signUpErrorToast(cognitoError('InvalidPasswordException', 'Password too weak'))).toEqual(
      {
        title: 'Sign Up Failed',
        description: 'Password too weak',
      },
    );
    expect(signUpErrorToast(new Error(''))).toEqual({
      title: 'Sign Up Failed',
      description: 'Failed to create account. Please try again.',
    });
  });

  it('welcomes an account created with a session, mentioning linked purchases', () => {
    expect(welcomeToast(0)).toEqual({
      title: 'Welcome!',
      description: 'Your account has been created successfully.',
    });
    expect(welcomeToast(3).description).toContain('3 previous purchase(s)');
  });

  it('has the spec texts for the created-account and password-length messages', () => {
    expect(AUTH_TEXT.accountCreated).toEqual({
      title: 'Account Created',
      description: 'Please check your email to verify your account before signing in.',
    });
    expect(AUTH_TEXT.passwordTooShort).toEqual({
      title: 'Password Too Short',
      description: 'Password must be at least 6 characters long.',
    });
    expect(AUTH_TEXT.emailRequired).toBe('Please enter your email address');
  });
});

describe('resend verification', () => {
  it("shows the provider's message in an Error toast (cognito-local has no resend)", () => {
    const unsupported = cognitoError(
      'Unsupported',
      'Cognito Local unsupported feature: Unsupported x-amz-target header "AWSCognitoIdentityProviderService.ResendConfirmationCode"',
    );
    expect(resendErrorToast(unsupported)).toEqual({
      title: 'Error',
      description: unsupported.message,
    });
  });
});

describe('password reset request', () => {
  it('turns a 429 into Rate Limit Exceeded', () => {
    expect(passwordResetRequestErrorToast(apiError(429, 'Too many requests'))).toEqual({
      title: 'Rate Limit Exceeded',
      description: PASSWORD_RESET_MESSAGES.rateLimited,
    });
  });

  it('shows other errors with their message, else the default', () => {
    expect(passwordResetRequestErrorToast(apiError(400, 'Invalid email'))).toEqual({
      title: 'Error',
      description: 'Invalid email',
    });
    expect(passwordResetRequestErrorToast(new TypeError('')).description).toBe(
      'Failed to send password reset email. Please try again.',
    );
  });
});

describe('password reset confirmation', () => {
  it('blames the link for bad, used or expired codes', () => {
    for (const name of ['CodeMismatchException', 'ExpiredCodeException', 'UserNotFoundException']) {
      expect(resetPasswordErrorToast(cognitoError(name, 'whatever'))).toEqual({
        title: 'Password Reset Failed',
        description:
          'There was an error with your password reset link. Please try requesting a new one.',
      });
    }
  });

  it('shows the provider message when the password itself or a throttle is the problem', () => {
    expect(
      resetPasswordErrorToast(cognitoError('InvalidPasswordException', 'Password not long enough')),
    ).toEqual({ title: 'Password Reset Failed', description: 'Password not long enough' });
  });
});

describe('e-mail verification', () => {
  it('treats an already confirmed account as verified', () => {
    expect(
      verificationOutcome(
        cognitoError(
          'NotAuthorizedException',
          'User cannot be confirmed. Current status is CONFIRMED',
        ),
      ),
    ).toEqual({ verified: true });
  });

  it('shows a Cognito failure with its message', () => {
    expect(
      verificationOutcome(cognitoError('CodeMismatchException', 'Incorrect confirmation code')),
    ).toEqual({
      verified: false,
      toast: { title: 'Verification Failed', description: 'Incorrect confirmation code' },
    });
  });

  it('reports anything else as unexpected', () => {
    expect(verificationOutcome(new TypeError('fetch failed'))).toEqual({
      verified: false,
      toast: {
        title: 'Verification Failed',
        description: 'An unexpected error occurred during verification.',
      },
    });
  });
});

describe('blocked accounts', () => {
  it("recognises the API's suspended and deleted answers", () => {
    expect(blockedAccountToast(apiError(403, SUSPENDED_MESSAGE))).toEqual({
      title: 'Account Suspended',
      description: SUSPENDED_MESSAGE,
    });
    expect(blockedAccountToast(apiError(403, DELETED_MESSAGE))).toEqual({
      title: 'Account Scheduled for Deletion',
      description: DELETED_MESSAGE,
    });
  });

  it('ignores other errors', () => {
    expect(blockedAccountToast(apiError(403, 'Access denied'))).toBeNull();
    expect(blockedAccountToast(apiError(500, SUSPENDED_MESSAGE))).toBeNull();
    expect(blockedAccountToast(new Error(SUSPENDED_MESSAGE))).toBeNull();
    expect(blockedAccountToast(undefined)).toBeNull();
  });
});

describe('invitations', () => {
  it("shows the server's known messages and a generic one otherwise", () => {
    for (const message of Object.values(INVITATION_MESSAGES)) {
      expect(invitationErrorMessage(apiError(404, message))).toBe(message);
    }
    expect(invitationErrorMessage(apiError(500, 'Internal error'))).toBe(
      'Failed to validate invitation',
    );
  });
});

describe('token refresh failures', () => {
  it('keeps the session on transient errors only', () => {
    expect(isRetryableRefreshError(cognitoError('NetworkError', 'offline'))).toBe(true);
    expect(isRetryableRefreshError(cognitoError('TooManyRequestsException', 'slow down'))).toBe(
      true,
    );
    expect(isRetryableRefreshError(cognitoError('NotAuthorizedException', 'expired'))).toBe(false);
    expect(isRetryableRefreshError(cognitoError('Unsupported', 'cognito-local'))).toBe(false);
    expect(isRetryableRefreshError(undefined)).toBe(false);
  });
});
