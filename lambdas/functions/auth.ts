import { groupEntry } from '../http/group-entry';
import { authRoutes } from '../routes/auth';
import { completeInvitation } from '../handlers/auth/complete-invitation';
import { getInvitation } from '../handlers/auth/get-invitation';
import { requestPasswordReset } from '../handlers/auth/request-password-reset';

/** Lambda entry of the `auth` function group. */
export const handler = groupEntry('auth', authRoutes, {
  requestPasswordReset,
  getInvitation,
  completeInvitation,
});
