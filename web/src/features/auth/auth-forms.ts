import { z } from 'zod';
import { completeInvitationBody, passwordResetBody } from '@contracts/auth';
import { MIN_PASSWORD_LENGTH } from '@rules/validation';
import { AUTH_TEXT, type ToastText } from './auth-messages';

/**
 * The auth forms' schemas. Requests to our API use its contract (lambdas/contracts/auth.ts);
 * sign-in and sign-up go to Cognito, which has no contract here, so their rules are written
 * once below. Each message is the text the form shows.
 */

/** Sign-in requires email and password, sent as entered (Cognito decides the rest). */
export const signInForm = z
  .object({ email: z.string(), password: z.string() })
  .superRefine((values, context) => {
    if (!values.email.trim() || !values.password) {
      context.addIssue({ code: 'custom', path: ['email'], message: AUTH_TEXT.missingCredentials });
    }
  });
export const SIGN_IN_ORDER = ['email', 'password'] as const;

/** Sign-up requires a full name and an email; the password at least 6 characters. */
export const signUpForm = z.object({
  fullName: z.string().trim().min(1, AUTH_TEXT.fullNameRequired),
  email: z.string().trim().min(1, AUTH_TEXT.emailRequired),
  password: z.string().min(MIN_PASSWORD_LENGTH, AUTH_TEXT.passwordTooShort.description),
});
export const SIGN_UP_ORDER = ['fullName', 'email', 'password'] as const;
export const SIGN_UP_TEXTS: Readonly<Record<string, ToastText>> = {
  [AUTH_TEXT.passwordTooShort.description]: AUTH_TEXT.passwordTooShort,
};

/** 'Send Reset Link': an address is required, and must be one the API accepts. */
export const resetRequestForm = z.object({
  email: z.string().trim().min(1, AUTH_TEXT.emailRequired).pipe(passwordResetBody.shape.email),
});

/**
 * Accepting an invitation: the API's body (token from the link, full name, password) plus the
 * confirmation, which must match. Messages appear in this order under the form.
 */
export const invitationForm = completeInvitationBody
  .extend({ confirmation: z.string() })
  .superRefine((values, context) => {
    if (values.password !== values.confirmation) {
      context.addIssue({
        code: 'custom',
        path: ['confirmation'],
        message: AUTH_TEXT.invitation.passwordsDoNotMatch,
      });
    }
  });
export const INVITATION_ORDER = ['token', 'fullName', 'password', 'confirmation'] as const;
