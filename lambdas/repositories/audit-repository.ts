import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, type AuditEntry } from '../contracts/admin';
import { dynamo } from '../infra/aws-clients';
import type { LeftByThePurge } from './account-purge-step';
import { auditKeys } from './keys';
import { tableName, withoutLayout } from './table';
import type { TransactWriteItem } from './transaction';

/** The account purge leaves the log (LEFT_BY_THE_PURGE): only this module knows its keys. */
export const auditLogLeftByThePurge: LeftByThePurge = {
  reason: 'The audit log is append-only by design',
  keys: [auditKeys.entry],
};

/**
 * The audit log is append-only: this module has a put (inside the transaction of the change it
 * records, conditioned on the key being new) and a read, and deliberately no update or delete.
 */
export function auditEntryTransactPut(entry: AuditEntry): TransactWriteItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...entry,
        actor_email: entry.actor_email.toLowerCase(),
        ...auditKeys.entry(entry.at, entry.id),
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor_id: z.string(),
  actor_email: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  target_type: z.enum(AUDIT_TARGET_TYPES),
  target_id: z.string(),
  detail: z.string(),
  ip: z.string(),
});

export interface AuditFilter {
  /** Actor e-mail (lower-case) or user id. */
  actor?: string;
  action?: string;
  /** Inclusive ISO bounds. */
  from: string;
  to: string;
}

/** Where the previous page stopped: a month and, within it, DynamoDB's LastEvaluatedKey. */
export const auditCursorSchema = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  key: z.object({ PK: z.string(), SK: z.string() }).optional(),
});
export type AuditCursor = z.infer<typeof auditCursorSchema>;

/** Whether a cursor's key lies in its own month's partition (the only keys the log pages by). */
export function auditCursorInItsMonth(cursor: AuditCursor): boolean {
  return !cursor.key || cursor.key.PK === auditKeys.partition(cursor.month);
}

function previousMonth(month: string): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, mon - 2, 1));
  return date.toISOString().slice(0, 7);
}

/** At most this many Queries per request, so an empty range cannot make one request run long. */
const MAX_QUERIES = 24;

/**
 * Entries newest first within [from, to]: one Query per month partition, walking backwards,
 * actor and action filtered server-side (FilterExpression). Returns the next cursor when more
 * may follow.
 */
export async function listAuditEntries(
  filter: AuditFilter,
  limit: number,
  cursor: AuditCursor | undefined,
): Promise<{ entries: AuditEntry[]; next?: AuditCursor }> {
  const firstMonth = filter.from.slice(0, 7);
  let month = cursor?.month ?? filter.to.slice(0, 7);
  let startKey: Record<string, unknown> | undefined = cursor?.key;
  const entries: AuditEntry[] = [];
  const conditions: string[] = [];
  const values: Record<string, unknown> = { ':from': filter.from, ':to': `${filter.to}\uffff` };
  if (filter.actor) {
    conditions.push('(actor_email = :actor OR actor_id = :actor)');
    values[':actor'] = filter.actor;
  }
  if (filter.action) {
    conditions.push('#action = :action');
    values[':action'] = filter.action;
  }
  for (let queries = 0; queries < MAX_QUERIES && month >= firstMonth; queries++) {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
        ...(conditions.length ? { FilterExpression: conditions.join(' AND ') } : {}),
        ...(filter.action ? { ExpressionAttributeNames: { '#action': 'action' } } : {}),
        ExpressionAttributeValues: { ...values, ':pk': auditKeys.partition(month) },
        ScanIndexForward: false,
        Limit: limit - entries.length,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      entries.push(auditEntrySchema.parse(withoutLayout(item)));
    }
    startKey = page.LastEvaluatedKey;
    if (entries.length >= limit) {
      if (startKey) return { entries, next: { month, key: startKey as AuditCursor['key'] } };
      const older = previousMonth(month);
      return { entries, next: older >= firstMonth ? { month: older } : undefined };
    }
    if (!startKey) month = previousMonth(month);
  }
  return {
    entries,
    next: month >= firstMonth ? { month, key: startKey as AuditCursor['key'] } : undefined,
  };
}
