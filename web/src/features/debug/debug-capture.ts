import { onApiFailure } from '../../lib/api-client';
import { readStorage, removeStorage, writeStorage } from '../../lib/browser-storage';
import {
  appendEntry,
  DEBUG_LOGS_KEY,
  parseEntries,
  PATTERN_CHECK_INTERVAL_MS,
  RELOAD_DEBUG_EVENTS_KEY,
  SAVE_INTERVAL_MS,
  suspiciousKinds,
  type DebugEntry,
} from './debug-log-core';

/**
 * The browser side of the debug log. It starts only once GET /api/debug-panel says the panel
 * is on for this viewer (admin or test_user), inside the lazily loaded debug chunk: shoppers
 * never download or run it, and nothing is recorded for people who could never read it.
 */
let entries: DebugEntry[] = [];
let stop: (() => void) | undefined;

function textOf(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

export function recordDebugEntry(kind: DebugEntry['kind'], message: string, requestId?: string) {
  const entry: DebugEntry = { at: Date.now(), kind, message };
  if (requestId) entry.requestId = requestId;
  entries = appendEntry(entries, entry);
}

export function debugEntries(): readonly DebugEntry[] {
  return entries;
}

export function clearDebugEntries(): void {
  entries = [];
  removeStorage(DEBUG_LOGS_KEY);
  removeStorage(RELOAD_DEBUG_EVENTS_KEY);
}

function save(): void {
  writeStorage(DEBUG_LOGS_KEY, JSON.stringify(entries));
}

function recordReload(): void {
  const reloads = appendEntry(parseEntries(readStorage(RELOAD_DEBUG_EVENTS_KEY)), {
    at: Date.now(),
    kind: 'route',
    message: `Page loaded: ${window.location.pathname}`,
  });
  writeStorage(RELOAD_DEBUG_EVENTS_KEY, JSON.stringify(reloads));
}

/** Idempotent; returns nothing because the log lives for the page's lifetime once on. */
export function startDebugCapture(): void {
  if (stop) return;
  entries = parseEntries(readStorage(DEBUG_LOGS_KEY));
  recordReload();

  const originalError = console.error;
  console.error = (...args: unknown[]) => {
    recordDebugEntry('error', args.map(textOf).join(' '));
    originalError.apply(console, args);
  };
  const onError = (event: ErrorEvent) => recordDebugEntry('error', event.message);
  const onRejection = (event: PromiseRejectionEvent) =>
    recordDebugEntry('rejection', textOf(event.reason));
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  const unsubscribe = onApiFailure(({ method, path, status, requestId }) =>
    recordDebugEntry('api', `${method} ${path} -> ${status}`, requestId),
  );
  const saveTimer = window.setInterval(save, SAVE_INTERVAL_MS);
  const patternTimer = window.setInterval(() => {
    const kinds = suspiciousKinds(entries, Date.now());
    if (kinds.length) recordDebugEntry('pattern', `Suspicious pattern: ${kinds.join(', ')}`);
  }, PATTERN_CHECK_INTERVAL_MS);
  window.addEventListener('pagehide', save);

  stop = () => {
    console.error = originalError;
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    window.removeEventListener('pagehide', save);
    unsubscribe();
    window.clearInterval(saveTimer);
    window.clearInterval(patternTimer);
    save();
  };
}

export function stopDebugCapture(): void {
  stop?.();
  stop = undefined;
}
