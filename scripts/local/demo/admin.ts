import { randomBytes } from 'node:crypto';
import type { AuditEntry } from '../../../lambdas/contracts/admin';
import { auditEntryTransactPut } from '../../../lambdas/repositories/audit-repository';
import {
  getInvitationRecord,
  invitationRecordTransactPut,
  type InvitationRecord,
} from '../../../lambdas/repositories/invitation-record-repository';
import { invitationLinkTransactPut } from '../../../lambdas/repositories/invitation-repository';
import { writeTransaction } from '../../../lambdas/repositories/transaction';
import type { Role } from '../../../lambdas/rules/roles';

const DAY_MS = 24 * 60 * 60 * 1000;
const VALID_DAYS = 7;

interface DemoInvitation {
  id: string;
  email: string;
  full_name: string;
  role: Role;
  /** Days before the seeding. */
  daysAgo: number;
  status: InvitationRecord['status'];
}

/** Pending, used and expired invitations (relative to the day of seeding), stable ids. */
const DEMO_INVITATIONS: readonly DemoInvitation[] = [
  {
    id: 'demo-invite-pending-seller',
    email: 'new.seller@example.com',
    full_name: 'Nina Newseller',
    role: 'seller',
    daysAgo: 2,
    status: 'pending',
  },
  {
    id: 'demo-invite-pending-tester',
    email: 'qa@example.com',
    full_name: 'Quinn QA',
    role: 'test_user',
    daysAgo: 1,
    status: 'pending',
  },
  {
    id: 'demo-invite-used-seller',
    email: 'seller@example.com',
    full_name: 'Sam Seller',
    role: 'seller',
    daysAgo: 40,
    status: 'used',
  },
  {
    id: 'demo-invite-expired',
    email: 'late@example.com',
    full_name: 'Lee Late',
    role: 'user',
    daysAgo: 10,
    status: 'pending',
  },
];

/**
 * The back office's demo data: invitations in every state and the audit entries of those
 * actions, so the admin pages show something on a fresh `npm start`. Skipped when the
 * invitations exist already (a second run writes nothing).
 */
export async function seedAdminDemo(
  admin: { userId: string; email: string },
  sellerUserId: string | undefined,
  now = new Date(),
): Promise<void> {
  if (await getInvitationRecord(DEMO_INVITATIONS[0]!.id)) return;
  const audit: AuditEntry[] = [];
  const entry = (
    n: number,
    daysAgo: number,
    fields: Pick<AuditEntry, 'action' | 'target_type' | 'target_id' | 'detail'>,
  ) =>
    audit.push({
      id: `demo-audit-${n}`,
      at: new Date(now.getTime() - daysAgo * DAY_MS).toISOString(),
      actor_id: admin.userId,
      actor_email: admin.email,
      ip: '127.0.0.1',
      ...fields,
    });
  const items = DEMO_INVITATIONS.flatMap((invitation, index) => {
    const created = new Date(now.getTime() - invitation.daysAgo * DAY_MS);
    const expiresAt = new Date(created.getTime() + VALID_DAYS * DAY_MS).toISOString();
    const token = randomBytes(32).toString('base64url');
    entry(index, invitation.daysAgo, {
      action: 'invitation.create',
      target_type: 'invitation',
      target_id: invitation.id,
      detail: `${invitation.email} as ${invitation.role}`,
    });
    return [
      invitationRecordTransactPut({
        id: invitation.id,
        email: invitation.email,
        full_name: invitation.full_name,
        role: invitation.role,
        status: invitation.status,
        created_at: created.toISOString(),
        expires_at: expiresAt,
        invited_by: admin.email,
        link_token: token,
        revision: 0,
      }),
      invitationLinkTransactPut({
        token,
        email: invitation.email,
        full_name: invitation.full_name,
        expires_at: expiresAt,
        used: invitation.status === 'used',
        created_at: created.toISOString(),
        invitation_id: invitation.id,
        role: invitation.role,
      }),
    ];
  });
  if (sellerUserId) {
    entry(10, 39, {
      action: 'seller.activate',
      target_type: 'user',
      target_id: sellerUserId,
      detail: 'seller.activate, role user -> seller',
    });
  }
  entry(11, 5, {
    action: 'settings.debug_panel',
    target_type: 'settings',
    target_id: 'admin',
    detail: 'debug panel off',
  });
  entry(12, 0, {
    action: 'settings.architecture',
    target_type: 'settings',
    target_id: 'admin',
    detail: 'architecture doc revision 1',
  });
  const outcome = await writeTransaction([...items, ...audit.map(auditEntryTransactPut)]);
  if (!outcome.ok) throw new Error('Demo invitations or audit entries exist already');
}
