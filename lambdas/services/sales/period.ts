import { BadRequestError } from '../shared/errors';

const DEFAULT_PERIOD_DAYS = 30;
const DAY_MS = 86_400_000;

/** A period of whole UTC days, `yyyy-mm-dd`, both ends included. */
export interface Period {
  from: string;
  to: string;
}

/** The requested period, default the last 30 days; a start after the end is a 400. */
export function periodOf(query: { from?: string; to?: string }, now: Date): Period {
  const to = query.to ?? now.toISOString().slice(0, 10);
  const from =
    query.from ??
    new Date(Date.parse(`${to}T00:00:00Z`) - (DEFAULT_PERIOD_DAYS - 1) * DAY_MS)
      .toISOString()
      .slice(0, 10);
  if (from > to) throw new BadRequestError('The start date must not be after the end date');
  return { from, to };
}
