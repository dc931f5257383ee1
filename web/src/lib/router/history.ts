/**
 * The browser history the app's router runs on: window.history with React Router's entry
 * format (`{ usr, key, idx }` in history.state), so keys survive reloads and back/forward
 * (scroll restoration keys its positions on them).
 */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

export interface PathObject {
  pathname?: string;
  search?: string;
  hash?: string;
}

export type To = string | PathObject;

interface EntryState {
  usr: unknown;
  key: string;
  idx: number;
}

export interface BrowserHistory {
  readonly action: NavigationType;
  readonly location: Location;
  push(to: To, state?: unknown): void;
  replace(to: To, state?: unknown): void;
  go(delta: number): void;
  listen(listener: (update: { action: NavigationType; location: Location }) => void): () => void;
}

export function createPath({ pathname = '/', search = '', hash = '' }: PathObject): string {
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  const fragment = hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '';
  return `${pathname}${query}${fragment}`;
}

/** `to` against the current location: absolute paths as they are, a bare '?query' on this page. */
export function resolveTo(to: To, from: PathObject): PathObject {
  const parsed: PathObject = typeof to === 'string' ? parsePath(to) : { ...to };
  return {
    pathname: parsed.pathname || from.pathname || '/',
    search: parsed.search ?? '',
    hash: parsed.hash ?? '',
  };
}

function parsePath(path: string): PathObject {
  const url = new URL(path, 'http://router.invalid');
  const relative = !path.startsWith('/');
  return {
    pathname: relative && (path.startsWith('?') || path.startsWith('#')) ? '' : url.pathname,
    search: url.search,
    hash: url.hash,
  };
}

const newKey = () => Math.random().toString(36).slice(2, 10);

function entryState(): EntryState | null {
  const state = window.history.state as Partial<EntryState> | null;
  return state && typeof state.key === 'string' && typeof state.idx === 'number'
    ? (state as EntryState)
    : null;
}

function currentLocation(): Location {
  const entry = entryState();
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
}

export function createBrowserHistory(): BrowserHistory {
  let action: NavigationType = 'POP';
  let location = currentLocation();
  let index = entryState()?.idx ?? 0;
  if (!entryState()) {
    // Number the first entry, so a later POP knows it went back or forward.
    window.history.replaceState({ usr: null, key: location.key, idx: index }, '');
  }
  const listeners = new Set<(update: { action: NavigationType; location: Location }) => void>();
  const notify = () => listeners.forEach((listener) => listener({ action, location }));

  const write = (kind: 'PUSH' | 'REPLACE', to: To, state: unknown) => {
    const target = createPath(resolveTo(to, location));
    const key = newKey();
    if (kind === 'PUSH') index += 1;
    const entry: EntryState = { usr: state ?? null, key, idx: index };
    try {
      if (kind === 'PUSH') window.history.pushState(entry, '', target);
      else window.history.replaceState(entry, '', target);
    } catch {
      // Safari's limit on history calls, or a state that does not clone: a full load instead.
      window.location.assign(target);
      return;
    }
    action = kind;
    location = currentLocation();
    notify();
  };

  window.addEventListener('popstate', () => {
    action = 'POP';
    location = currentLocation();
    index = entryState()?.idx ?? index;
    notify();
  });

  return {
    get action() {
      return action;
    },
    get location() {
      return location;
    },
    push: (to, state) => write('PUSH', to, state),
    replace: (to, state) => write('REPLACE', to, state),
    go: (delta) => window.history.go(delta),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
