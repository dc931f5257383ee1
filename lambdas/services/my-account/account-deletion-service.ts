import type { Caller } from '../shared/caller';
import type { DeleteAccountResponse } from '../../contracts/my-account';
import { describeError, log } from '../../infra/logger';
import { config } from '../../infra/config';
import { sendEmail, type OutgoingEmail } from '../../infra/mailer';
import { markProfileForDeletion } from '../../repositories/account-deletion-repository';
import { usernameByAccessToken } from '../../repositories/user-directory-admin';
import { directoryAttributes, SESSION_EXPIRED } from '../shared/directory-attributes';
import {
  deletionConfirmationEmail,
  deletionSupportEmail,
  type DeletionNotice,
} from './account-deletion-email';
import { UnauthorizedError } from '../shared/errors';
import { ensureProfile } from '../shared/profile-service';

/** One e-mail; a failure is logged and never stops the deletion (spec, error catalogue). */
async function sendQuietly(email: OutgoingEmail, kind: string, userId: string): Promise<void> {
  try {
    await sendEmail(email);
  } catch (error) {
    log('error', 'Could not send an account-deletion e-mail', {
      kind,
      userId,
      ...describeError(error),
    });
  }
}

async function sendDeletionEmails(notice: DeletionNotice): Promise<void> {
  const { supportEmail, adminEmail } = config();
  const support = supportEmail || adminEmail;
  await sendQuietly(deletionConfirmationEmail(notice), 'user', notice.userId);
  if (support) await sendQuietly(deletionSupportEmail(notice, support), 'support', notice.userId);
  else log('warn', 'No support address configured: deletion notice not sent', {});
}

/**
 * The caller asks for their account to be deleted: profile state -> delete (from now on every
 * authenticated call is refused), a deletion request for the purge job, then the e-mails to the
 * user and to support. The e-mail address and name are the caller's own, whatever a body says.
 */
export async function requestAccountDeletion(
  caller: Pick<Caller, 'userId' | 'accessToken' | 'profile'>,
  now = new Date(),
): Promise<DeleteAccountResponse> {
  const { userId, accessToken } = caller;
  const [username, attributes] = await Promise.all([
    usernameByAccessToken(accessToken),
    directoryAttributes(accessToken),
  ]);
  if (!username) throw new UnauthorizedError(SESSION_EXPIRED);
  // The authentication already read the profile; make it if this comes before GET /api/me.
  const profile =
    caller.profile ??
    (await ensureProfile({ userId, email: attributes.email, fullName: attributes.name }, now));
  const requestedAt = now.toISOString();
  const email = attributes.email || profile.email;
  const marked = await markProfileForDeletion({
    user_id: userId,
    email,
    username,
    requested_at: requestedAt,
  });
  if (marked) {
    log('info', 'Account scheduled for deletion', { userId });
    await sendDeletionEmails({
      userEmail: email,
      userName: profile.full_name || attributes.name,
      userId,
      requestedAt,
    });
  }
  return { success: true };
}
