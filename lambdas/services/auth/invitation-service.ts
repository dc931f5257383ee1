import { randomBytes, randomUUID } from 'node:crypto';
import {
  INVITATION_MESSAGES,
  type CompleteInvitationResponse,
  type InvitationResponse,
} from '../../contracts/auth';
import { config } from '../../infra/config';
import { sendEmail } from '../../infra/mailer';
import {
  claimInvitation,
  getInvitation,
  putInvitation,
  releaseInvitation,
  type Invitation,
} from '../../repositories/invitation-repository';
import {
  createNewConfirmedUser,
  DirectoryPasswordRejectedError,
  DirectoryUserExistsError,
} from '../../repositories/user-directory';
import { sellerRecordTransactPut } from '../../repositories/admin-user-repository';
import { markInvitationRecordUsed } from '../../repositories/invitation-record-repository';
import { writeTransaction } from '../../repositories/transaction';
import { addToDirectoryGroup } from '../../repositories/user-directory-admin';
import type { Role } from '../../rules/roles';
import { isValidEmail } from '../../rules/validation';
import { invitationEmail } from '../shared/invitation-email';
import { BadRequestError, ConflictError, GoneError, NotFoundError } from '../shared/errors';
import { ensureProfile } from '../shared/profile-service';

export const ACCOUNT_EXISTS = 'An account with this email already exists';
export const PASSWORD_REFUSED =
  'This password cannot be used. Choose another one without spaces at the start or end.';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Tokens are 32 random bytes in base64url (43 characters); anything else cannot exist. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;

/** Pure: why an invitation cannot be used now, if it cannot. */
export function invitationProblem(
  invitation: Pick<Invitation, 'used' | 'expires_at'>,
  now: Date,
): 'used' | 'expired' | undefined {
  if (invitation.used) return 'used';
  if (invitation.expires_at <= now.toISOString()) return 'expired';
  return undefined;
}

function checkedToken(token: string | undefined): string {
  const trimmed = token?.trim() ?? '';
  if (!TOKEN_PATTERN.test(trimmed)) throw new BadRequestError(INVITATION_MESSAGES.invalid);
  return trimmed;
}

/** The invitation if it can be used now; otherwise the spec's 404 or 410. */
async function usableInvitation(token: string, now: Date): Promise<Invitation> {
  const invitation = await getInvitation(token);
  if (!invitation) throw new NotFoundError(INVITATION_MESSAGES.notFound);
  const problem = invitationProblem(invitation, now);
  if (problem) throw new GoneError(INVITATION_MESSAGES[problem]);
  return invitation;
}

/**
 * Issues an invitation and e-mails its link. Used by the admin area and by tests; the link is
 * the only credential, so the token is 256 random bits.
 */
export async function createInvitation(
  input: { email: string; fullName: string; validDays: number },
  now = new Date(),
): Promise<Invitation> {
  const email = input.email.trim().toLowerCase();
  if (!isValidEmail(email)) throw new BadRequestError('Invalid email');
  if (!Number.isFinite(input.validDays) || input.validDays <= 0) {
    throw new BadRequestError('validDays must be a positive number');
  }
  const invitation: Invitation = {
    token: randomBytes(32).toString('base64url'),
    email,
    full_name: input.fullName.trim(),
    expires_at: new Date(now.getTime() + input.validDays * DAY_MS).toISOString(),
    used: false,
    created_at: now.toISOString(),
  };
  await putInvitation(invitation);
  await sendEmail(
    invitationEmail({
      to: email,
      fullName: invitation.full_name,
      link: `${config().siteUrl}/auth/invite/${invitation.token}`,
      expiresAt: invitation.expires_at,
    }),
  );
  return invitation;
}

/** What the invitation page shows before sign-up. */
export async function describeInvitation(
  token: string | undefined,
  now = new Date(),
): Promise<InvitationResponse> {
  const invitation = await usableInvitation(checkedToken(token), now);
  return { email: invitation.email, full_name: invitation.full_name };
}

async function createInvitedAccount(invitation: Invitation, fullName: string, password: string) {
  try {
    return await createNewConfirmedUser({ email: invitation.email, fullName, password });
  } catch (error) {
    // No account was made: give the invitation back so the person can try again.
    await releaseInvitation(invitation.token);
    if (error instanceof DirectoryUserExistsError) throw new ConflictError(ACCOUNT_EXISTS);
    if (error instanceof DirectoryPasswordRejectedError)
      throw new BadRequestError(PASSWORD_REFUSED);
    throw error;
  }
}

/**
 * Sign-up by invitation: the invitation is claimed with a conditional write first, so it is
 * used at most once even when two requests race, then the Cognito user and the profile are made.
 */
export async function completeInvitation(
  input: { token: string; password: string; fullName: string },
  now = new Date(),
): Promise<CompleteInvitationResponse> {
  const token = checkedToken(input.token);
  const invitation = await usableInvitation(token, now);
  if (!(await claimInvitation(token, now.toISOString()))) {
    // Someone else used it between the read and the claim (or it just expired).
    await usableInvitation(token, now);
    throw new GoneError(INVITATION_MESSAGES.used);
  }
  const { userId } = await createInvitedAccount(invitation, input.fullName, input.password);
  const role = invitation.role ?? 'user';
  await giveInvitedRole(userId, role);
  const profile = await ensureProfile(
    { userId, email: invitation.email, fullName: input.fullName, role },
    now,
  );
  if (role === 'seller') {
    await writeTransaction([
      sellerRecordTransactPut({
        id: randomUUID(),
        user_id: userId,
        active: true,
        name: profile.full_name,
        email: profile.email,
        created_at: now.toISOString(),
      }),
    ]);
  }
  if (invitation.invitation_id) await markInvitationRecordUsed(invitation.invitation_id);
  return { success: true, email: invitation.email };
}

/** The invited role as a Cognito group (what tokens carry); 'user' has none. */
async function giveInvitedRole(userId: string, role: Role): Promise<void> {
  if (role !== 'user') await addToDirectoryGroup(userId, role);
}
