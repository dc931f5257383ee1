/** A route's one-line summary: the first clause of its handler's note, or one made from its key. */
import { splitRouteKey } from '../../../lambdas/routes/route-spec';
import { capitalise } from './source-notes';

const VERBS: Record<string, string> = {
  GET: 'Get',
  POST: 'Post to',
  PUT: 'Replace',
  PATCH: 'Update',
  DELETE: 'Delete',
  OPTIONS: 'CORS preflight of',
};

/** `GET /api/manage/products/{id}/files` -> "Get manage products {id} files". */
export function summaryFromKey(key: string): string {
  const { method, path } = splitRouteKey(key);
  const words = path
    .replace(/^\/api\//, '')
    .split('/')
    .map((segment) => segment.replace(/[-_.]/g, ' '));
  return `${VERBS[method] ?? method} ${words.join(' ')}`.trim();
}

/** Up to the first sentence or clause break, capitalised, when it reads as a summary. */
export function summaryOf(key: string, note: string | undefined): string {
  const clause = (note ?? '')
    .split(/(?<=[a-z)])[.;:](\s|$)|\s\(/)[0]
    ?.trim()
    .replace(/[.]$/, '');
  if (!clause || clause.length < 8 || clause.length > 90) return summaryFromKey(key);
  return capitalise(clause);
}
