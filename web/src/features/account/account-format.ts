import { formatLongDate } from '../../lib/format-date';

/**
 * Account Summary values: pure, so they are unit-tested in Node.
 */

/** 'MMMM d, yyyy' (e.g. 'January 15, 2026'), or 'Unknown' for a missing or invalid date. */
export function formatRegistrationDate(value: string | null | undefined): string {
  return formatLongDate(value) ?? 'Unknown';
}

/** 'admin' -> 'Admin', 'test_user' -> 'Test User'; empty -> 'Unknown'. */
export function capitalizeLabel(value: string | null | undefined): string {
  const words = (value ?? '')
    .trim()
    .split(/[_\s]+/)
    .filter(Boolean);
  if (words.length === 0) return 'Unknown';
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()).join(' ');
}

export type SummaryTone = 'green' | 'amber' | 'indigo' | 'violet' | 'neutral';

/** Status badge colour: active, registered, anything else. */
export function statusTone(state: string | null | undefined): SummaryTone {
  if (state === 'active') return 'green';
  if (state === 'registered') return 'amber';
  return 'neutral';
}

/** Role badge colour: admin, seller, test_user, user. */
export function roleTone(role: string | null | undefined): SummaryTone {
  if (role === 'admin') return 'violet';
  if (role === 'seller') return 'indigo';
  if (role === 'test_user') return 'amber';
  return 'neutral';
}
