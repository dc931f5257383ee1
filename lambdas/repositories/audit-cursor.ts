import { cursorKey, openCursor, sealCursor } from '../infra/cursor-seal';
import { auditCursorInItsMonth, auditCursorSchema, type AuditCursor } from './audit-repository';

/**
 * The security page's cursors, sealed like every paging cursor (page-cursor.ts). Apart from the
 * audit repository, which the jobs that write audit entries bundle without the secret reader.
 */

/**
 * Where a page stopped, from a cursor sealed for `scope` (the caller and filters); undefined
 * for anything else, including a key outside its month's partition.
 */
export async function parseAuditCursor(
  raw: string,
  scope: string,
): Promise<AuditCursor | undefined> {
  const parsed = auditCursorSchema.safeParse(openCursor(await cursorKey(), scope, raw));
  if (!parsed.success) return undefined;
  return auditCursorInItsMonth(parsed.data) ? parsed.data : undefined;
}

export async function encodeAuditCursor(cursor: AuditCursor, scope: string): Promise<string> {
  return sealCursor(await cursorKey(), scope, cursor);
}
