/**
 * Text of the emails Cognito sends itself (sign-up verification, resend, password recovery).
 * Pure so it can be unit-tested; `custom-message.ts` wires it to the CustomMessage trigger.
 *
 * The links keep the spec's `/auth/callback?type=...` shape; the SPA completes them with
 * Amplify (`confirmSignUp` / `confirmResetPassword`) using the email and code in the query.
 * `codeParameter` is Cognito's placeholder (`{####}`): it must appear verbatim in the message,
 * Cognito replaces it with the real code after the trigger returns (and rejects a message
 * without it), so it is never URL-encoded.
 */

import { escapeHtml } from '../rules/html';

export { escapeHtml };

export const SITE_NAME = 'Automation Marketplace';

export type CallbackType = 'signup' | 'recovery';

export interface CustomMessageInput {
  /** Cognito's `triggerSource`, e.g. `CustomMessage_SignUp`. */
  triggerSource: string;
  /** https origin of the site, with or without a trailing slash. */
  siteUrl: string;
  email: string;
  /** The `name` attribute (full name), if set. */
  name?: string;
  /** Cognito's code placeholder, `event.request.codeParameter`. */
  codeParameter: string;
}

export interface CustomEmail {
  subject: string;
  /** HTML body; Cognito sends it as the email's HTML part. */
  message: string;
  link: string;
}

/** Which callback a trigger source leads to; undefined = leave Cognito's default message. */
export function callbackTypeOf(triggerSource: string): CallbackType | undefined {
  switch (triggerSource) {
    case 'CustomMessage_SignUp':
    case 'CustomMessage_ResendCode':
      return 'signup';
    case 'CustomMessage_ForgotPassword':
      return 'recovery';
    default:
      // AdminCreateUser (temporary password), attribute updates, MFA codes: Cognito's defaults.
      return undefined;
  }
}

export function callbackLink(
  siteUrl: string,
  type: CallbackType,
  email: string,
  codeParameter: string,
): string {
  const origin = siteUrl.replace(/\/+$/, '');
  // Plain `&` separators: none of `&email`/`&code` is an HTML character reference, and mail
  // clients and tests that pull the link out of the body see exactly this URL.
  return `${origin}/auth/callback?type=${type}&email=${encodeURIComponent(email)}&code=${codeParameter}`;
}

export function buildCustomMessage(input: CustomMessageInput): CustomEmail | undefined {
  const type = callbackTypeOf(input.triggerSource);
  if (!type) return undefined;

  const link = callbackLink(input.siteUrl, type, input.email, input.codeParameter);
  const greeting = input.name?.trim() ? `Hello ${escapeHtml(input.name.trim())},` : 'Hello,';
  const button = `<p><a href="${link}">${type === 'signup' ? 'Verify my email' : 'Reset my password'}</a></p>`;
  const fallback = `<p>If the button does not work, open this link:<br>${link}</p>`;
  const code = `<p>Your code: <strong>${input.codeParameter}</strong></p>`;

  if (type === 'signup') {
    return {
      subject: `Verify your email for ${SITE_NAME}`,
      link,
      message: [
        `<p>${greeting}</p>`,
        `<p>Thanks for signing up to ${SITE_NAME}. Please confirm your email address:</p>`,
        button,
        fallback,
        code,
        '<p>If you did not create an account, you can ignore this email.</p>',
      ].join('\n'),
    };
  }
  return {
    subject: `Reset your ${SITE_NAME} password`,
    link,
    message: [
      `<p>${greeting}</p>`,
      `<p>We received a request to reset your ${SITE_NAME} password:</p>`,
      button,
      fallback,
      code,
      '<p>If you did not ask for this, you can ignore this email; your password stays the same.</p>',
    ].join('\n'),
  };
}
