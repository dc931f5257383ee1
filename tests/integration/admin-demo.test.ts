import type { AuditResponse, InvitationsResponse } from '../../lambdas/contracts/admin';
import { seedAdminDemo } from '../../scripts/local/demo/admin';
import { callAdmin } from '../support/admin-api';
import { createSignedInUser } from '../support/cognito-users';
import { useIsolatedTable } from '../support/isolated-table';

describe('admin demo data', () => {
  it('shows invitations in every state and audit entries, and seeds only once', async () => {
    await useIsolatedTable();
    const admin = await createSignedInUser({ groups: ['admin'] });
    const actor = { userId: admin.userId, email: admin.email };
    await seedAdminDemo(actor, undefined);
    await seedAdminDemo(actor, undefined);
    const invitations = await callAdmin<InvitationsResponse>('GET /api/admin/invitations', {
      token: admin.accessToken,
    });
    expect(invitations.body.invitations.map((entry) => entry.status).sort()).toEqual([
      'expired',
      'pending',
      'pending',
      'used',
    ]);
    const audit = await callAdmin<AuditResponse>('GET /api/admin/audit', {
      token: admin.accessToken,
    });
    expect(audit.body.entries).toHaveLength(6);
    expect(audit.body.entries.map((entry) => entry.at)).toEqual(
      audit.body.entries
        .map((entry) => entry.at)
        .sort()
        .reverse(),
    );
  });
});
