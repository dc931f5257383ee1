import {
  AUDIT_TARGET_TYPES,
  type AuditAction,
  type AuditResponse,
} from '../../lambdas/contracts/admin';
import { writeTransaction } from '../../lambdas/repositories/transaction';
import { auditWrite } from '../../lambdas/services/shared/audit-service';
import { callAdmin } from '../support/admin-api';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { useIsolatedTable } from '../support/isolated-table';

describe('admin: the audit log', () => {
  let admin: TestUser;
  const alice = { caller: { userId: 'alice-id', email: 'alice@example.com' }, ip: '198.51.100.1' };
  const bob = { caller: { userId: 'bob-id', email: 'bob@example.com' }, ip: '198.51.100.2' };
  const written: { at: string; actor: string; action: AuditAction }[] = [
    { at: '2026-03-31T23:59:00.000Z', actor: 'alice', action: 'user.role' },
    { at: '2026-04-01T00:00:00.000Z', actor: 'bob', action: 'user.suspend' },
    { at: '2026-04-15T12:00:00.000Z', actor: 'alice', action: 'user.suspend' },
    { at: '2026-05-02T08:00:00.000Z', actor: 'alice', action: 'purchase.grant' },
    { at: '2026-05-20T08:00:00.000Z', actor: 'bob', action: 'user.role' },
    { at: '2026-07-01T08:00:00.000Z', actor: 'alice', action: 'user.role' },
  ];

  beforeAll(async () => {
    await useIsolatedTable();
    admin = await createSignedInUser({ groups: ['admin'] });
    for (const entry of written) {
      const actor = entry.actor === 'alice' ? alice : bob;
      await writeTransaction([
        auditWrite(
          actor,
          entry.action,
          { type: 'user', id: 'target' },
          'detail',
          new Date(entry.at),
        ),
      ]);
    }
  });

  async function all(query: Record<string, string>): Promise<string[]> {
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 20; pages++) {
      const page = await callAdmin<AuditResponse>('GET /api/admin/audit', {
        token: admin.accessToken,
        query: { ...query, limit: '2', ...(cursor ? { cursor } : {}) },
      });
      expect(page.status).toBe(200);
      expect(page.body.entries.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.entries.map((entry) => entry.at));
      cursor = page.body.nextCursor;
      if (!cursor) return seen;
    }
    throw new Error('Too many pages');
  }

  const newestFirst = (filter: (entry: (typeof written)[number]) => boolean) =>
    written
      .filter(filter)
      .map((entry) => entry.at)
      .reverse();

  it('pages newest first across month partitions, empty months included', async () => {
    expect(await all({ from: '2026-01-01', to: '2026-08-31' })).toEqual(newestFirst(() => true));
  });

  it('reaches an entry two and a half years back over bounded pages, full months included', async () => {
    const old = [
      '2023-12-05T09:00:00.000Z',
      '2023-12-04T09:00:00.000Z',
      '2023-12-03T09:00:00.000Z',
    ];
    for (const at of old) {
      await writeTransaction([
        auditWrite(alice, 'user.role', { type: 'user', id: 'old' }, 'detail', new Date(at)),
      ]);
    }
    // 33 months, 24 Queries at most per page: the first pages may come back empty.
    expect(await all({ from: '2023-12-01', to: '2026-08-31', actor: 'alice-id' })).toEqual([
      ...newestFirst((entry) => entry.actor === 'alice'),
      ...old,
    ]);
  });

  it('filters by date (inclusive UTC days), actor (e-mail or id) and action', async () => {
    expect(await all({ from: '2026-04-01', to: '2026-05-02' })).toEqual(
      newestFirst((entry) => entry.at >= '2026-04-01' && entry.at < '2026-05-03'),
    );
    expect(await all({ from: '2026-01-01', to: '2026-08-31', actor: 'ALICE@example.com' })).toEqual(
      newestFirst((entry) => entry.actor === 'alice'),
    );
    expect(await all({ from: '2026-01-01', to: '2026-08-31', actor: 'bob-id' })).toEqual(
      newestFirst((entry) => entry.actor === 'bob'),
    );
    expect(
      await all({ from: '2026-01-01', to: '2026-08-31', action: 'user.role', actor: 'alice-id' }),
    ).toEqual(newestFirst((entry) => entry.action === 'user.role' && entry.actor === 'alice'));
    const entry = await callAdmin<AuditResponse>('GET /api/admin/audit', {
      token: admin.accessToken,
      query: { from: '2026-07-01', to: '2026-07-01' },
    });
    expect(entry.body.entries).toEqual([
      expect.objectContaining({
        actor_id: 'alice-id',
        actor_email: 'alice@example.com',
        action: 'user.role',
        target_type: 'user',
        target_id: 'target',
        ip: '198.51.100.1',
      }),
    ]);
  });

  it('reads back an entry about every kind of target the services write', async () => {
    const at = new Date('2026-09-10T10:00:00.000Z');
    for (const type of AUDIT_TARGET_TYPES) {
      await writeTransaction([
        auditWrite(alice, 'settings.commission', { type, id: `target-${type}` }, 'detail', at),
      ]);
    }
    const page = await callAdmin<AuditResponse>('GET /api/admin/audit', {
      token: admin.accessToken,
      query: { from: '2026-09-10', to: '2026-09-10', limit: '50' },
    });
    expect(page.status).toBe(200);
    expect(page.body.entries.map((entry) => entry.target_type).sort()).toEqual(
      [...AUDIT_TARGET_TYPES].sort(),
    );
  });

  it('refuses an unknown action and a tampered cursor', async () => {
    const bad = await callAdmin('GET /api/admin/audit', {
      token: admin.accessToken,
      query: { action: 'user.delete' },
    });
    expect(bad.status).toBe(400);
    const tampered = Buffer.from(JSON.stringify({ month: 'x' })).toString('base64url');
    const cursor = await callAdmin('GET /api/admin/audit', {
      token: admin.accessToken,
      query: { cursor: tampered },
    });
    expect(cursor.status).toBe(400);
  });
});
