import { randomBytes, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  ADMIN_MESSAGES,
  type createInvitationBody,
  type InvitationsResponse,
  type InvitationSummary,
  type listInvitationsQuery,
} from '../../contracts/admin';
import { STALE_REVISION_MESSAGE } from '../../contracts/manage/products';
import { config } from '../../infra/config';
import { sendEmail } from '../../infra/mailer';
import {
  getInvitationRecord,
  invitationKeyPlace,
  invitationRecordTransactPut,
  invitationRecordTransactUpdate,
  listInvitationRecordsByEmail,
  listInvitationRecordsPage,
  type InvitationRecord,
} from '../../repositories/invitation-record-repository';
import {
  invitationLinkTransactDelete,
  invitationLinkTransactPut,
  type Invitation,
} from '../../repositories/invitation-repository';
import { findByEmail } from '../../repositories/order-repository';
import { cursorScope, encodePageCursor } from '../../repositories/page-cursor';
import { writeTransaction } from '../../repositories/transaction';
import { invitationEmail } from '../shared/invitation-email';
import type { Caller } from '../shared/caller';
import { ConflictError, NotFoundError } from '../shared/errors';
import { startKeyOf } from '../shared/page-cursors';
import { auditWrite, type AdminActor } from '../shared/audit-service';

/** Issue 8: an invitation expires after 7 days (a resend starts a new 7 days). */
export const INVITATION_VALID_DAYS = 7;
export const INVITATION_NOT_FOUND = 'Invitation not found';
const DAY_MS = 24 * 60 * 60 * 1000;
const DEFAULT_PAGE = 25;

export function invitationSummary(record: InvitationRecord, now: Date): InvitationSummary {
  const expired = record.status === 'pending' && record.expires_at <= now.toISOString();
  return {
    id: record.id,
    email: record.email,
    full_name: record.full_name,
    role: record.role,
    status: expired ? 'expired' : record.status,
    created_at: record.created_at,
    expires_at: record.expires_at,
    invited_by: record.invited_by,
  };
}

/** A fresh link (256 random bits: the link is the only credential) for a record. */
function newLink(record: Omit<InvitationRecord, 'link_token' | 'revision'>, now: Date): Invitation {
  return {
    token: randomBytes(32).toString('base64url'),
    email: record.email,
    full_name: record.full_name,
    expires_at: new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS).toISOString(),
    used: false,
    created_at: now.toISOString(),
    invitation_id: record.id,
    role: record.role,
  };
}

async function mailLink(link: Invitation): Promise<void> {
  await sendEmail(
    invitationEmail({
      to: link.email,
      fullName: link.full_name,
      link: `${config().siteUrl}/auth/invite/${link.token}`,
      expiresAt: link.expires_at,
    }),
  );
}

/** POST /api/admin/invitations: refused when the address has an account or a pending invitation. */
export async function inviteUser(
  actor: AdminActor,
  input: z.infer<typeof createInvitationBody>,
  now = new Date(),
): Promise<InvitationSummary> {
  const email = input.email.toLowerCase();
  const [lookup, previous] = await Promise.all([
    findByEmail(email),
    listInvitationRecordsByEmail(email),
  ]);
  if (lookup.hasProfile) throw new ConflictError(ADMIN_MESSAGES.accountExists);
  if (previous.some((record) => invitationSummary(record, now).status === 'pending')) {
    throw new ConflictError(ADMIN_MESSAGES.invitationExists);
  }
  const base = {
    id: randomUUID(),
    email,
    full_name: input.fullName,
    role: input.role,
    status: 'pending' as const,
    created_at: now.toISOString(),
    invited_by: actor.caller.email,
  };
  const link = newLink({ ...base, expires_at: '' }, now);
  const record: InvitationRecord = {
    ...base,
    expires_at: link.expires_at,
    link_token: link.token,
    revision: 0,
  };
  const outcome = await writeTransaction([
    invitationRecordTransactPut(record),
    invitationLinkTransactPut(link),
    auditWrite(
      actor,
      'invitation.create',
      { type: 'invitation', id: record.id },
      `${email} as ${input.role}`,
      now,
    ),
  ]);
  if (!outcome.ok) throw new ConflictError(STALE_REVISION_MESSAGE);
  await mailLink(link);
  return invitationSummary(record, now);
}

async function changeableRecord(invitationId: string): Promise<InvitationRecord> {
  const record = await getInvitationRecord(invitationId);
  if (!record) throw new NotFoundError(INVITATION_NOT_FOUND);
  // Expired ones are still 'pending' in the table: they may be resent (or revoked).
  if (record.status !== 'pending') throw new ConflictError(ADMIN_MESSAGES.invitationNotPending);
  return record;
}

/** A new link with a new 7 days; the old link is deleted in the same transaction. */
export async function resendInvitation(
  actor: AdminActor,
  invitationId: string,
  now = new Date(),
): Promise<InvitationSummary> {
  const record = await changeableRecord(invitationId);
  const link = newLink(record, now);
  const outcome = await writeTransaction([
    invitationLinkTransactDelete(record.link_token),
    invitationLinkTransactPut(link),
    invitationRecordTransactUpdate(record, { link_token: link.token, expires_at: link.expires_at }),
    auditWrite(
      actor,
      'invitation.resend',
      { type: 'invitation', id: record.id },
      record.email,
      now,
    ),
  ]);
  // The old link was used meanwhile (index 0) or someone else changed the record.
  if (!outcome.ok) throw new ConflictError(ADMIN_MESSAGES.invitationNotPending);
  await mailLink(link);
  return invitationSummary(
    {
      ...record,
      link_token: link.token,
      expires_at: link.expires_at,
      revision: record.revision + 1,
    },
    now,
  );
}

/** The link stops working: the invitation page answers 'Invitation not found'. */
export async function revokeInvitation(
  actor: AdminActor,
  invitationId: string,
  now = new Date(),
): Promise<InvitationSummary> {
  const record = await changeableRecord(invitationId);
  const outcome = await writeTransaction([
    invitationLinkTransactDelete(record.link_token),
    invitationRecordTransactUpdate(record, { status: 'revoked' }),
    auditWrite(
      actor,
      'invitation.revoke',
      { type: 'invitation', id: record.id },
      record.email,
      now,
    ),
  ]);
  if (!outcome.ok) throw new ConflictError(ADMIN_MESSAGES.invitationNotPending);
  return invitationSummary({ ...record, status: 'revoked', revision: record.revision + 1 }, now);
}

/** GET /api/admin/invitations: every status, newest first. */
export async function listInvitations(
  caller: Caller,
  query: z.infer<typeof listInvitationsQuery>,
  now = new Date(),
): Promise<InvitationsResponse> {
  const scope = cursorScope('admin-invitations', caller.userId);
  const startKey = await startKeyOf(query.cursor, scope, invitationKeyPlace);
  const page = await listInvitationRecordsPage(query.limit ?? DEFAULT_PAGE, startKey);
  const nextCursor = await encodePageCursor(page.lastKey, scope);
  return {
    invitations: page.records.map((record) => invitationSummary(record, now)),
    ...(nextCursor ? { nextCursor } : {}),
  };
}
