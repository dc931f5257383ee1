import { useSyncExternalStore } from 'react';

/**
 * The visitor's first touch, click, key press or wheel turn, as a flag that stays set. Parts of
 * the shell the first screen does not show (the footer, the sign-in dialog's host, the other
 * pages' loaders) are fetched then, while that first step is under way, as TanStack Query and
 * the toasts are (query-store.ts, AppToaster): a visitor who only looks downloads none of them.
 * Not at idle: what an idle callback fetches still comes before the page has settled, so it is
 * part of its first load (and competes with it on a phone).
 */
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

let interacted = false;
let listening = false;
const listeners = new Set<() => void>();

function interact(): void {
  INTERACTIONS.forEach((name) => window.removeEventListener(name, interact, true));
  interacted = true;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  if (!listening) {
    listening = true;
    INTERACTIONS.forEach((name) =>
      window.addEventListener(name, interact, { capture: true, passive: true }),
    );
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const hasInteracted = () => interacted;

/**
 * Calls back once, at the first interaction (at once if it has happened), without rendering
 * anything: for work that needs no state, so nothing re-renders (and no lazy part that has
 * arrived meanwhile is revealed) between a click's pointerdown and its pointerup.
 */
export function onFirstInteraction(callback: () => void): () => void {
  if (interacted) {
    callback();
    return () => undefined;
  }
  const once = () => {
    unsubscribe();
    callback();
  };
  const unsubscribe = subscribe(once);
  return unsubscribe;
}

/**
 * False until the visitor's first touch, click, key or wheel; then true. Keep its users small:
 * the components that call it re-render at that moment.
 */
export function useInteracted(): boolean {
  return useSyncExternalStore(subscribe, hasInteracted, hasInteracted);
}
