import type { MyPurchase } from '@contracts/my-account';
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

/**
 * When the buyer's purchase of a product was refunded, if it was: only when every purchase of it
 * is (a test purchase of the same product still grants its files). Undefined otherwise.
 */
export function refundedAtOf(
  purchases: readonly Pick<MyPurchase, 'product_id' | 'refunded_at'>[] | undefined,
  productId: string,
): string | undefined {
  const ofProduct = (purchases ?? []).filter((purchase) => purchase.product_id === productId);
  if (ofProduct.length === 0 || ofProduct.some((purchase) => !purchase.refunded_at))
    return undefined;
  return ofProduct[0]?.refunded_at;
}
