import { randomUUID } from 'node:crypto';
import type { AuditAction, AuditEntry, AuditResponse, auditQuery } from '../../contracts/admin';
import type { z } from 'zod';
import { encodeAuditCursor, parseAuditCursor } from '../../repositories/audit-cursor';
import { auditEntryTransactPut, listAuditEntries } from '../../repositories/audit-repository';
import { cursorScope } from '../../repositories/page-cursor';
import type { TransactWriteItem } from '../../repositories/transaction';
import type { Caller } from './caller';
import { BadRequestError } from './errors';
import { INVALID_CURSOR } from './page-cursors';

/** Who does an admin action and from where (API Gateway's source IP). */
export interface AdminActor {
  caller: Pick<Caller, 'userId' | 'email'>;
  ip: string;
}

/** The audit entry of one privileged action, as a write of the action's own transaction. */
export function auditWrite(
  actor: AdminActor,
  action: AuditAction,
  target: { type: AuditEntry['target_type']; id: string },
  detail: string,
  now: Date,
): TransactWriteItem {
  return auditEntryTransactPut({
    id: randomUUID(),
    at: now.toISOString(),
    actor_id: actor.caller.userId,
    actor_email: actor.caller.email,
    action,
    target_type: target.type,
    target_id: target.id,
    detail,
    ip: actor.ip,
  });
}

const DEFAULT_PAGE = 50;
/** Without `from`, the log is read back two years. */
const DEFAULT_MONTHS_BACK = 24;

/** GET /api/admin/audit: newest first, filtered by actor, action and date (UTC days, inclusive). */
export async function listAudit(
  caller: Pick<Caller, 'userId'>,
  query: z.infer<typeof auditQuery>,
  now = new Date(),
): Promise<AuditResponse> {
  const to = query.to ?? now.toISOString().slice(0, 10);
  const defaultFrom = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - DEFAULT_MONTHS_BACK, 1),
  );
  const from = query.from ?? defaultFrom.toISOString().slice(0, 10);
  if (from > to) throw new BadRequestError('The start date must not be after the end date');
  const actor = query.actor?.toLowerCase();
  // The dates as asked, not their defaults, which move with the clock.
  const scope = cursorScope(
    'admin-audit',
    caller.userId,
    actor,
    query.action,
    query.from,
    query.to,
  );
  let cursor;
  if (query.cursor) {
    cursor = await parseAuditCursor(query.cursor, scope);
    if (!cursor) throw new BadRequestError(INVALID_CURSOR);
  }
  const page = await listAuditEntries(
    { actor, action: query.action, from, to },
    query.limit ?? DEFAULT_PAGE,
    cursor,
  );
  return {
    entries: page.entries,
    ...(page.next ? { nextCursor: await encodeAuditCursor(page.next, scope) } : {}),
  };
}
