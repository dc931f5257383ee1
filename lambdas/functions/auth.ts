import { groupEntry } from '../http/group-entry';
import { completeInvitation } from '../handlers/auth/complete-invitation';
import { getInvitation } from '../handlers/auth/get-invitation';
import { requestPasswordReset } from '../handlers/auth/request-password-reset';

/** Lambda entry of the `auth` function group. */
export const handler = groupEntry('auth', {
  requestPasswordReset,
  getInvitation,
  completeInvitation,
});
