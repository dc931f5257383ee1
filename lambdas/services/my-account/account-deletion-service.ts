import type { Caller } from '../shared/caller';
import type { DeleteAccountResponse } from '../../contracts/my-account';
import { describeError, log } from '../../infra/logger';
import { config } from '../../infra/config';
import { sendEmail, type OutgoingEmail } from '../../infra/mailer';
import {
  anonymiseOrder,
  anonymisePurchase,
  deletePersonalItems,
  listDeletionRequestsBefore,
  markProfileForDeletion,
  type DeletionRequest,
} from '../../repositories/account-repository';
import { listOrdersByEmail } from '../../repositories/order-lookup-repository';
import {
  deleteDirectoryUser,
  usernameByAccessToken,
} from '../../repositories/user-directory-admin';
import { listPurchases } from '../../repositories/user-repository';
import { directoryAttributes, SESSION_EXPIRED } from '../shared/directory-attributes';
import {
  deletionConfirmationEmail,
  deletionSupportEmail,
  type DeletionNotice,
} from './account-deletion-email';
import { UnauthorizedError } from '../shared/errors';
import { revokeMyN8nLibrary } from '../n8n-library/library-account';
import { ensureProfile } from '../shared/profile-service';

/** Spec: "Account deletion completes within 30 days." */
export const DELETION_GRACE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

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

async function purgeAccount(request: DeletionRequest, now: string): Promise<void> {
  await deleteDirectoryUser(request.username || request.email);
  const purchases = await listPurchases(request.user_id);
  for (const purchase of purchases) {
    await anonymisePurchase(request.user_id, purchase.product_id, now);
  }
  if (request.email) {
    for (const order of await listOrdersByEmail(request.email)) {
      await anonymiseOrder(order.session_id, now);
    }
  }
  // The n8n library's token lookup lives outside the user's partition.
  await revokeMyN8nLibrary(request.user_id);
  // Last: the request itself goes with the personal items, so a failure above is retried.
  await deletePersonalItems(request.user_id);
}

export interface PurgeResult {
  purged: string[];
  failed: string[];
}

/**
 * The final removal of accounts scheduled for deletion 30 days ago or more: the Cognito user,
 * the profile, preferences and seller record go; purchases and orders stay for the sales records
 * (amounts and dates) without e-mail, name or buyer lookups. One account's failure is logged
 * and retried on the next run; the others go on.
 */
export async function purgeDeletedAccounts(now = new Date()): Promise<PurgeResult> {
  const cutoff = new Date(now.getTime() - DELETION_GRACE_DAYS * DAY_MS).toISOString();
  const result: PurgeResult = { purged: [], failed: [] };
  for (const request of await listDeletionRequestsBefore(cutoff)) {
    try {
      await purgeAccount(request, now.toISOString());
      result.purged.push(request.user_id);
    } catch (error) {
      result.failed.push(request.user_id);
      log('error', 'Could not purge a deleted account', {
        userId: request.user_id,
        ...describeError(error),
      });
    }
  }
  log('info', 'Purge of deleted accounts finished', {
    purged: result.purged.length,
    failed: result.failed.length,
  });
  return result;
}
