/**
 * The pending checkout kept in the browser under `pendingCheckout` (what was sent to Stripe),
 * as pure functions: no React, no DOM, no storage access, so the rules are unit-testable in Node.
 */
export { PENDING_CHECKOUT_KEY } from './pending-checkout-key';

/** A pending checkout older than 24 hours is discarded. */
export const PENDING_CHECKOUT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Clock changes happen; a timestamp further ahead than this is treated as malformed. */
const FUTURE_TOLERANCE_MS = 5 * 60 * 1000;

export interface PendingCheckout {
  /** Epoch milliseconds when the shopper was sent to the payment page. */
  timestamp: number;
  checkoutUrl: string;
  items: unknown[];
}

/** Only http(s) URLs are resumed: the value comes from storage anyone on the page can write. */
function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export function isPendingCheckoutExpired(timestamp: number, now: number): boolean {
  return now - timestamp > PENDING_CHECKOUT_MAX_AGE_MS;
}

/**
 * The stored pending checkout, or null when there is none, it is malformed or it has expired
 * (the caller then removes it). A timestamp well in the future is malformed too.
 */
export function parsePendingCheckout(
  raw: string | null | undefined,
  now: number,
): PendingCheckout | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const { timestamp, checkoutUrl, items } = data as Record<string, unknown>;
  if (
    typeof timestamp !== 'number' ||
    !Number.isFinite(timestamp) ||
    timestamp > now + FUTURE_TOLERANCE_MS
  ) {
    return null;
  }
  if (typeof checkoutUrl !== 'string' || !isHttpUrl(checkoutUrl)) return null;
  if (!Array.isArray(items)) return null;
  if (isPendingCheckoutExpired(timestamp, now)) return null;
  return { timestamp, checkoutUrl, items };
}

export function createPendingCheckout(
  checkoutUrl: string,
  items: readonly unknown[],
  now: number,
): PendingCheckout {
  return { timestamp: now, checkoutUrl, items: [...items] };
}
