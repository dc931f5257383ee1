import { decodePageCursor, type KeyPlace, type PageKey } from '../../repositories/page-cursor';
import { BadRequestError } from './errors';

export const INVALID_CURSOR = 'Invalid cursor';

/**
 * The start key of the page a cursor asks for: none without a cursor, a 400 for one that is
 * not a cursor of this query and caller (edited, someone else's, another listing's).
 */
export async function startKeyOf(
  cursor: string | undefined,
  scope: string,
  place: KeyPlace,
): Promise<PageKey | undefined> {
  if (!cursor) return undefined;
  const key = await decodePageCursor(cursor, scope, place);
  if (!key) throw new BadRequestError(INVALID_CURSOR);
  return key;
}
