import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../rules/validation';
import { emailSchema } from './common';

/**
 * POST /api/request-password-reset: the server checks the profile state and asks Cognito to
 * send the recovery e-mail only for active accounts. Unknown, suspended and deleted accounts
 * get the same answer, so the call reveals nothing about them.
 */
export const passwordResetBody = z.object({ email: emailSchema });

export const PASSWORD_RESET_MESSAGES = {
  received: 'your password reset request has been received',
  ifActive:
    'If there is an active account associated with this email address, a reset link will be send',
  rateLimited: 'Too many password reset requests. Please wait a few minutes before trying again.',
} as const;

export interface PasswordResetResponse {
  message: string;
}

/** GET /api/invitations/{token}: what the invitation page shows before sign-up. */
export interface InvitationResponse {
  email: string;
  full_name: string;
}

export const INVITATION_MESSAGES = {
  invalid: 'Invalid invitation link',
  notFound: 'Invitation not found',
  used: 'This invitation has already been used',
  expired: 'This invitation has expired',
} as const;

/** GET /api/invitations/{token}: a malformed token gets the spec's 'Invalid invitation link'. */
export const invitationParams = z.object({
  token: z
    .string({ error: INVITATION_MESSAGES.invalid })
    .max(200, INVITATION_MESSAGES.invalid)
    .regex(/^[A-Za-z0-9_-]+$/, INVITATION_MESSAGES.invalid),
});

export const completeInvitationBody = z.object({
  token: z
    .string()
    .trim()
    .min(1, INVITATION_MESSAGES.invalid)
    .max(200, INVITATION_MESSAGES.invalid),
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`)
    .max(256),
  fullName: z.string().trim().min(1, 'Full name is required').max(200),
});

export interface CompleteInvitationResponse {
  success: true;
  email: string;
}
