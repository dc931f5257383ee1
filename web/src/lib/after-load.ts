import { useSyncExternalStore } from 'react';

/**
 * Parts of the shell no first paint needs (the footer, the sign-in dialog's host, the cart's
 * discount check and revalidation, the auth state of a visitor without a stored session) are
 * fetched once the page has loaded and the browser is idle, so they are not in the first load's
 * bytes nor compete with its largest paint. Once passed, the moment stays passed: later mounts
 * render at once.
 */
let passed = false;
let scheduled = false;
const listeners = new Set<() => void>();

function pass(): void {
  passed = true;
  listeners.forEach((listener) => listener());
}

function whenIdle(): void {
  if (typeof window.requestIdleCallback === 'function') {
    // The timeout: a page that never idles (a busy phone) still gets them.
    window.requestIdleCallback(pass, { timeout: 2000 });
  } else {
    window.setTimeout(pass, 1);
  }
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

function subscribe(listener: () => void): () => void {
  schedule();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isPassed = () => passed;

/** False until the page has loaded and the browser was idle once; then true. */
export function useAfterLoad(): boolean {
  return useSyncExternalStore(subscribe, isPassed, isPassed);
}
