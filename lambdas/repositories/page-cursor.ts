import { z } from 'zod';
import { cursorKey, openCursor, sealCursor } from '../infra/cursor-seal';
import { lastKeySchema, type PageKey } from './page-key';

export type { PageKey } from './page-key';

/**
 * The query a cursor pages: the listing, the caller and the partition and filters. A cursor
 * opens only under the scope it was sealed with (infra/cursor-seal.ts). JSON keeps the parts
 * apart, whatever characters a search holds.
 */
export function cursorScope(listing: string, ...parts: (string | number | undefined)[]): string {
  return JSON.stringify([listing, ...parts.map((part) => part ?? null)]);
}

/** Where the key of a page may lie: the index and partition the listing queries. */
export interface KeyPlace {
  /** The index queried; the table itself when absent. */
  index?: 'GSI1' | 'GSI2' | 'GSI3';
  /** The partition (hash key value) of the query. */
  partition: string;
  /** The table partition every item of the listing lives in, when it is one. */
  tablePartition?: string;
  /** The sort key condition of the query, when it has one. */
  sortKey?: (value: string) => boolean;
}

/**
 * Whether a decoded key is one the query could have returned: exactly the table's key plus the
 * index's, in the queried partition. A key of another index or partition would make DynamoDB
 * refuse the Query (a 500) or, worse, read from elsewhere.
 */
export function keyBelongs(key: PageKey, place: KeyPlace): boolean {
  const hash = place.index ? `${place.index}PK` : 'PK';
  const range = place.index ? `${place.index}SK` : 'SK';
  const expected = new Set(['PK', 'SK', hash, range]);
  const names = Object.keys(key);
  if (names.length !== expected.size || !names.every((name) => expected.has(name))) return false;
  if (key[hash] !== place.partition) return false;
  if (place.tablePartition !== undefined && key.PK !== place.tablePartition) return false;
  return place.sortKey ? place.sortKey(key[range] ?? '') : true;
}

/** An opaque cursor for the page after `key`, valid only under `scope`. */
export async function encodePageCursor(
  key: Record<string, unknown> | undefined,
  scope: string,
): Promise<string | undefined> {
  return key ? sealCursor(await cursorKey(), scope, key) : undefined;
}

/**
 * The key a cursor carries, when it was sealed under `scope` and lies in `place`; undefined when
 * it was edited, belongs to another query or caller, or is not a cursor at all.
 */
export async function decodePageCursor(
  cursor: string,
  scope: string,
  place: KeyPlace,
): Promise<PageKey | undefined> {
  const parsed = lastKeySchema.safeParse(openCursor(await cursorKey(), scope, cursor));
  return parsed.success && keyBelongs(parsed.data, place) ? parsed.data : undefined;
}

const offsetSchema = z.object({ offset: z.number().int().min(0).max(1_000_000) });

/** A cursor for a listing paged in memory: the position of the next page, under `scope`. */
export async function encodeOffsetCursor(offset: number, scope: string): Promise<string> {
  return sealCursor(await cursorKey(), scope, { offset });
}

export async function decodeOffsetCursor(
  cursor: string,
  scope: string,
): Promise<number | undefined> {
  const parsed = offsetSchema.safeParse(openCursor(await cursorKey(), scope, cursor));
  return parsed.success ? parsed.data.offset : undefined;
}
