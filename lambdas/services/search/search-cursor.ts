import { z } from 'zod';
import { SEARCH_MESSAGES } from '../../contracts/search';
import { cursorKey, openCursor, sealCursor } from '../../infra/cursor-seal';
import { BadRequestError } from '../shared/errors';
import type { HitPosition } from './search-ranking';

/**
 * A search page's cursor: the last hit's position, sealed (docs/decisions.md, "Paging cursors
 * are sealed") with the search it belongs to, so a cursor of another text, filter, order or
 * viewer answers 400 instead of a page of something else.
 */
const positionSchema = z.object({
  id: z.string().max(200),
  score: z.number(),
  featured: z.boolean(),
  created_at: z.string().max(100),
  price: z.number(),
  popularity: z.number(),
  rating: z.number().default(0),
});

export function searchCursorScope(...parts: (string | number | boolean | undefined)[]): string {
  return JSON.stringify(['search', ...parts.map((part) => part ?? null)]);
}

export async function sealSearchCursor(position: HitPosition, scope: string): Promise<string> {
  return sealCursor(await cursorKey(), scope, position);
}

export async function openSearchCursor(cursor: string, scope: string): Promise<HitPosition> {
  const parsed = positionSchema.safeParse(openCursor(await cursorKey(), scope, cursor));
  if (!parsed.success) throw new BadRequestError(SEARCH_MESSAGES.badCursor);
  return parsed.data;
}
