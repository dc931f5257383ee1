import { useSyncExternalStore } from 'react';
import { readStorage, removeStorage, writeStorage } from '../../lib/browser-storage';
import {
  PENDING_CHECKOUT_KEY,
  createPendingCheckout,
  parsePendingCheckout,
  type PendingCheckout,
} from './pending-checkout';

/**
 * The pending checkout in localStorage, shared by the cart page (saves it before the redirect),
 * the recovery banner (shows it) and the payment result page (clears it after a verified
 * payment). Listeners are told about changes from this tab and, through `storage`, from others.
 */
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedValue: PendingCheckout | null = null;

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === PENDING_CHECKOUT_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Stable between calls while the stored text is unchanged, as useSyncExternalStore needs. */
function getSnapshot(): PendingCheckout | null {
  const raw = readStorage(PENDING_CHECKOUT_KEY);
  if (raw === cachedRaw) return cachedValue;
  cachedRaw = raw;
  cachedValue = parsePendingCheckout(raw, Date.now());
  // Malformed or older than 24 hours: discarded, so it never offers a stale recovery.
  if (raw !== null && cachedValue === null) removeStorage(PENDING_CHECKOUT_KEY);
  return cachedValue;
}

export function savePendingCheckout(checkoutUrl: string, items: readonly unknown[]): void {
  writeStorage(
    PENDING_CHECKOUT_KEY,
    JSON.stringify(createPendingCheckout(checkoutUrl, items, Date.now())),
  );
  notify();
}

export function clearPendingCheckout(): void {
  removeStorage(PENDING_CHECKOUT_KEY);
  notify();
}

export function usePendingCheckout(): PendingCheckout | null {
  return useSyncExternalStore(subscribe, getSnapshot, () => null);
}
