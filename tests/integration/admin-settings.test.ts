import type { AdminSettings, AuditResponse, SecurityOverview } from '../../lambdas/contracts/admin';
import type { DebugPanelFlagResponse, PaymentModeResponse } from '../../lambdas/contracts/account';
import { STALE_REVISION_MESSAGE } from '../../lambdas/contracts/manage/products';
import { ENV, resetConfigCache } from '../../lambdas/infra/config';
import { markProfileForDeletion } from '../../lambdas/repositories/account-deletion-repository';
import { purgeDate } from '../../lambdas/services/admin/security-service';
import { callAccount, callAdmin } from '../support/admin-api';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { useIsolatedTable } from '../support/isolated-table';

describe('admin: security page, settings, payment mode and the debug-panel flag', () => {
  let admin: TestUser;
  let tester: TestUser;
  let buyer: TestUser;

  beforeAll(async () => {
    await useIsolatedTable();
    [admin, tester, buyer] = await Promise.all([
      createSignedInUser({ groups: ['admin'] }),
      createSignedInUser({ groups: ['test_user'] }),
      createSignedInUser(),
    ]);
  });

  afterEach(() => {
    delete process.env[ENV.debugPanelDefault];
    resetConfigCache();
  });

  function settings() {
    return callAdmin<AdminSettings>('GET /api/admin/settings', { token: admin.accessToken });
  }

  function debugFlag(user: TestUser) {
    return callAccount<DebugPanelFlagResponse>('GET /api/debug-panel', { token: user.accessToken });
  }

  it('switches the debug panel for admin and test_user only, and resets to the default', async () => {
    expect((await settings()).body).toMatchObject({
      debug_panel_enabled: false,
      debug_panel_default: false,
    });
    expect((await debugFlag(tester)).body).toEqual({ enabled: false });

    const on = await callAdmin<AdminSettings>('PUT /api/admin/settings/debug-panel', {
      token: admin.accessToken,
      body: { enabled: true },
    });
    expect(on.body.debug_panel_enabled).toBe(true);
    expect((await debugFlag(tester)).body).toEqual({ enabled: true });
    expect((await debugFlag(admin)).body).toEqual({ enabled: true });
    expect((await debugFlag(buyer)).body).toEqual({ enabled: false });

    await callAdmin('PUT /api/admin/settings/debug-panel', {
      token: admin.accessToken,
      body: { enabled: null },
    });
    expect((await debugFlag(tester)).body).toEqual({ enabled: false });
    // Reset follows the environment's default.
    process.env[ENV.debugPanelDefault] = 'true';
    resetConfigCache();
    expect((await settings()).body).toMatchObject({
      debug_panel_enabled: true,
      debug_panel_default: true,
    });
    expect((await debugFlag(tester)).body).toEqual({ enabled: true });
    const bad = await callAdmin('PUT /api/admin/settings/debug-panel', {
      token: admin.accessToken,
      body: { enabled: 'yes' },
    });
    expect(bad.status).toBe(400);
  });

  it('saves the architecture text with a revision check', async () => {
    const save = (text: string, revision: number) =>
      callAdmin<AdminSettings>('PUT /api/admin/settings/architecture', {
        token: admin.accessToken,
        body: { text, revision },
      });
    const first = await save('# Architecture\n\nOne table.', 0);
    expect(first.body).toMatchObject({
      architecture_doc: '# Architecture\n\nOne table.',
      architecture_doc_revision: 1,
    });
    expect(first.body.architecture_doc_updated_at).toEqual(expect.any(String));
    expect(await save('stale edit', 0)).toMatchObject({
      status: 409,
      body: { error: STALE_REVISION_MESSAGE },
    });
    expect((await save('second', 1)).body.architecture_doc_revision).toBe(2);
    expect((await settings()).body.architecture_doc).toBe('second');
    const audit = await callAdmin<AuditResponse>('GET /api/admin/audit', {
      token: admin.accessToken,
      query: { action: 'settings.architecture' },
    });
    expect(audit.body.entries.map((entry) => entry.detail)).toEqual([
      'architecture doc revision 2',
      'architecture doc revision 1',
    ]);
  });

  it('answers the payment mode for the caller', async () => {
    const mode = await callAccount<PaymentModeResponse>('GET /api/payment-mode', {
      token: tester.accessToken,
    });
    expect(mode.status).toBe(200);
    expect(mode.body).toMatchObject({ isTestMode: true, userRole: 'test_user' });
    expect(mode.body.reason).toEqual(expect.any(String));
    expect(['test', 'live']).toContain(mode.body.stripeMode);
    expect((await callAccount('GET /api/payment-mode')).status).toBe(401);
  });

  it('shows suspended accounts, scheduled deletions with their purge date and sign-in rules', async () => {
    const suspended = await createSignedInUser({ state: 'suspended' });
    const leaving = await createSignedInUser();
    const requestedAt = '2026-01-10T05:00:00.000Z';
    await markProfileForDeletion({
      user_id: leaving.userId,
      email: leaving.email,
      username: leaving.email,
      requested_at: requestedAt,
    });
    const answer = await callAdmin<SecurityOverview>('GET /api/admin/security', {
      token: admin.accessToken,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.suspended.map((user) => user.id)).toEqual([suspended.userId]);
    expect(answer.body.scheduled_deletions).toEqual([
      {
        user_id: leaving.userId,
        email: leaving.email,
        requested_at: requestedAt,
        purge_on: '2026-02-10T03:00:00.000Z',
      },
    ]);
    expect(answer.body.sign_in_protection).toEqual({
      threat_protection: false,
      password_policy: {
        min_length: 6,
        require_lowercase: false,
        require_uppercase: false,
        require_digits: false,
        require_symbols: false,
      },
    });
    expect((await callAdmin('GET /api/admin/security', { token: buyer.accessToken })).status).toBe(
      403,
    );
  });

  it('computes the purge date as the first 03:00 UTC run after 30 days', () => {
    expect(purgeDate('2026-01-10T02:00:00.000Z')).toBe('2026-02-09T03:00:00.000Z');
    expect(purgeDate('2026-01-10T03:00:00.000Z')).toBe('2026-02-10T03:00:00.000Z');
  });
});
