/** The `auth` group: password reset and invitations (all public). */
import { BY_ACCESS } from './access';
import {
  type CompleteInvitationResponse,
  type InvitationResponse,
  type PasswordResetResponse,
  completeInvitationBody,
  invitationParams,
  passwordResetBody,
} from '../contracts/auth';
import { type RouteSpec, responds } from './route-spec';

export const authRoutes = {
  // Password reset and invitations.
  'POST /api/request-password-reset': {
    group: 'auth',
    access: 'public',
    outcomes: BY_ACCESS,
    body: passwordResetBody,
    response: responds<PasswordResetResponse>(),
  },
  'GET /api/invitations/{token}': {
    group: 'auth',
    access: 'public',
    outcomes: BY_ACCESS,
    params: invitationParams,
    response: responds<InvitationResponse>(),
  },
  'POST /api/complete-invitation': {
    group: 'auth',
    access: 'public',
    outcomes: BY_ACCESS,
    body: completeInvitationBody,
    response: responds<CompleteInvitationResponse>(),
  },
} as const satisfies Record<string, RouteSpec>;
