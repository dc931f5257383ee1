import { z } from 'zod';

/** A DynamoDB LastEvaluatedKey of the table or an index: string attributes only in this table. */
const lastKeySchema = z.record(
  z.string().regex(/^(PK|SK|GSI1PK|GSI1SK|GSI2PK|GSI2SK)$/),
  z.string(),
);

export type PageKey = z.infer<typeof lastKeySchema>;

/** Cursor = base64url JSON of LastEvaluatedKey. */
export function encodePageCursor(key: Record<string, unknown> | undefined): string | undefined {
  return key ? Buffer.from(JSON.stringify(key)).toString('base64url') : undefined;
}

/** The key a cursor carries, validated; undefined when it was tampered with or is malformed. */
export function decodePageCursor(cursor: string): PageKey | undefined {
  try {
    const parsed = lastKeySchema.safeParse(JSON.parse(Buffer.from(cursor, 'base64url').toString()));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
