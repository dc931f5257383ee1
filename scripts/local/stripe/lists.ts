import { invalidParam, noSuch } from './errors';
import { integer, text, type Params } from './params';

/**
 * One page of a Stripe list: newest first, `limit` (1 to 100, default 10), a cursor in
 * `starting_after` or `ending_before`, and `has_more` when the page is not the last.
 */
export function listPage<T extends { id: string }>(
  newestFirst: T[],
  params: Params,
  options: { url: string; kind: string },
) {
  const limit = integer(params, 'limit', { min: 1 }) ?? 10;
  if (limit > 100) throw invalidParam('limit', 'This value must be less than or equal to 100.');
  const after = text(params.starting_after);
  const before = text(params.ending_before);
  let start = 0;
  let end = newestFirst.length;
  if (after) {
    const index = newestFirst.findIndex((item) => item.id === after);
    if (index < 0) throw noSuch(options.kind, after, 'starting_after');
    start = index + 1;
  } else if (before) {
    const index = newestFirst.findIndex((item) => item.id === before);
    if (index < 0) throw noSuch(options.kind, before, 'ending_before');
    end = index;
    start = Math.max(0, end - limit);
  }
  const data = newestFirst.slice(start, Math.min(end, start + limit));
  const hasMore = before ? start > 0 : start + data.length < end;
  return { object: 'list' as const, data, has_more: hasMore, url: options.url };
}
