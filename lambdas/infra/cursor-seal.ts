import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { ENV } from './config';
import { originSecretValue } from './origin-secret';

/**
 * Paging cursors are sealed with AES-256-GCM: the client sees an opaque string it can neither
 * read (a ledger's keys name orders and refunds) nor edit, and the query it belongs to (its
 * scope: the listing, its partition and filters, the caller) is the authenticated data, so a
 * cursor of another listing, filter or caller fails to open. Layout, base64url:
 * version (1 byte) | IV (12) | tag (16) | ciphertext (the payload's JSON).
 */
const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = 1 + IV_BYTES + TAG_BYTES;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export function sealCursor(key: Buffer, scope: string, payload: unknown): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(scope, 'utf8'));
  const body = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), body]).toString(
    'base64url',
  );
}

/** The payload of a cursor sealed for `scope` with `key`; undefined for anything else. */
export function openCursor(key: Buffer, scope: string, cursor: string): unknown {
  if (!BASE64URL.test(cursor)) return undefined;
  const raw = Buffer.from(cursor, 'base64url');
  if (raw.length <= HEADER_BYTES || raw[0] !== VERSION) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(1, 1 + IV_BYTES), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(scope, 'utf8'));
    decipher.setAuthTag(raw.subarray(1 + IV_BYTES, HEADER_BYTES));
    const text = Buffer.concat([decipher.update(raw.subarray(HEADER_BYTES)), decipher.final()]);
    return JSON.parse(text.toString('utf8')) as unknown;
  } catch {
    // A wrong tag (edited, another scope, another key) or bytes that are not a sealed cursor.
    return undefined;
  }
}

/** Names the derived key, so the origin secret's value itself never seals anything. */
const KEY_LABEL = 'automation-marketplace/page-cursor/v1';
let processKey: Buffer | undefined;

/**
 * The sealing key. On AWS it is derived from the generated origin secret every API function
 * already reads (no secret in the repository, none more to run); after the runbook rotates that
 * secret, older cursors answer 400 and the list starts again. Without ORIGIN_SECRET_ARN (the
 * local stack and tests, one process each) a random key of the process will do.
 */
export async function cursorKey(): Promise<Buffer> {
  const arn = process.env[ENV.originSecretArn];
  if (!arn) {
    processKey ??= randomBytes(32);
    return processKey;
  }
  return createHmac('sha256', await originSecretValue(arn))
    .update(KEY_LABEL)
    .digest();
}
