import { z } from 'zod';

/**
 * A DynamoDB LastEvaluatedKey of the table or an index: string attributes only in this table.
 * Apart from page-cursor.ts (which seals keys for clients and reads a secret for it), so the
 * jobs that page through their own queue messages do not bundle the secret reader.
 */
export const lastKeySchema = z.record(
  z.string().regex(/^(PK|SK|GSI1PK|GSI1SK|GSI2PK|GSI2SK|GSI3PK|GSI3SK)$/),
  z.string(),
);

export type PageKey = z.infer<typeof lastKeySchema>;

/**
 * Plain base64url keys for cursors that never leave the back end (the notification jobs' queue
 * messages, written and read by our own functions): nothing to seal them against.
 */
export function encodeQueueCursor(key: Record<string, unknown> | undefined): string | undefined {
  return key ? Buffer.from(JSON.stringify(key)).toString('base64url') : undefined;
}

export function decodeQueueCursor(cursor: string): PageKey | undefined {
  try {
    const parsed = lastKeySchema.safeParse(JSON.parse(Buffer.from(cursor, 'base64url').toString()));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
