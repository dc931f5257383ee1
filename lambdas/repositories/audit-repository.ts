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
/** Whole months read side by side: a range of quiet months costs a few round trips, not 24. */
const MONTHS_AT_ONCE = 6;

type AuditPage = { Items?: Record<string, unknown>[]; LastEvaluatedKey?: Record<string, unknown> };

/**
 * Entries newest first within [from, to]: one Query per month partition, walking backwards
 * (whole months up to MONTHS_AT_ONCE side by side, a month's further pages one by one), actor
 * and action filtered server-side (FilterExpression). Returns the next cursor when more may
 * follow: where the page stopped, inside a month when it stopped there.
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
  const queryMonth = async (of: string, from?: Record<string, unknown>): Promise<AuditPage> =>
    dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
        ...(conditions.length ? { FilterExpression: conditions.join(' AND ') } : {}),
        ...(filter.action ? { ExpressionAttributeNames: { '#action': 'action' } } : {}),
        ExpressionAttributeValues: { ...values, ':pk': auditKeys.partition(of) },
        ScanIndexForward: false,
        Limit: limit - entries.length,
        ExclusiveStartKey: from,
      }),
    );

  let queries = 0;
  while (queries < MAX_QUERIES && month >= firstMonth) {
    // A month begun on an earlier page (or read in part): its next page alone.
    const months = [month];
    if (!startKey) {
      while (
        months.length < Math.min(MONTHS_AT_ONCE, MAX_QUERIES - queries) &&
        previousMonth(months.at(-1)!) >= firstMonth
      ) {
        months.push(previousMonth(months.at(-1)!));
      }
    }
    const pages = await Promise.all(
      months.map((of, index) => queryMonth(of, index === 0 ? startKey : undefined)),
    );
    queries += months.length;
    startKey = undefined;
    for (const [index, page] of pages.entries()) {
      const of = months[index]!;
      for (const item of page.Items ?? []) {
        if (entries.length >= limit) {
          // Full within this month's page: the next page starts after the last entry taken.
          const last = entries.at(-1)!;
          return { entries, next: { month: of, key: auditKeys.entry(last.at, last.id) } };
        }
        entries.push(auditEntrySchema.parse(withoutLayout(item)));
      }
      if (page.LastEvaluatedKey) {
        if (entries.length >= limit) {
          return { entries, next: { month: of, key: page.LastEvaluatedKey as AuditCursor['key'] } };
        }
        // The month has more than this page held: read on in it (older months read beside it
        // are read again after it).
        month = of;
        startKey = page.LastEvaluatedKey;
        break;
      }
      month = previousMonth(of);
      if (entries.length >= limit) {
        return { entries, next: month >= firstMonth ? { month } : undefined };
      }
    }
  }
  return {
    entries,
    next: month >= firstMonth ? { month, key: startKey as AuditCursor['key'] } : undefined,
  };
}
