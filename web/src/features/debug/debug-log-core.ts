/**
 * The pure part of the browser debug log: redaction, the
 * 100-entry ring buffer and the suspicious-pattern check. No DOM, so unit tests drive it.
 */
export const DEBUG_LOGS_KEY = 'debug-logs';
export const RELOAD_DEBUG_EVENTS_KEY = 'reload-debug-events';
export const MAX_DEBUG_ENTRIES = 100;
export const SAVE_INTERVAL_MS = 5_000;
export const PATTERN_CHECK_INTERVAL_MS = 10_000;
export const PATTERN_WINDOW_MS = 30_000;
/** Flag when a 30 s window holds MORE than these many entries of a kind. */
export const PATTERN_THRESHOLDS = { error: 5, rejection: 3, route: 20 } as const;

export type DebugEntryKind = 'error' | 'rejection' | 'route' | 'api' | 'pattern';

export interface DebugEntry {
  at: number;
  kind: DebugEntryKind;
  message: string;
  /** The API's request id of a failed call, when it sent one. */
  requestId?: string;
}

const REDACTIONS: [RegExp, string][] = [
  // Bearer tokens and JWTs (three base64url parts) wherever they appear.
  [/bearer\s+[\w.~+/=-]+/gi, 'Bearer [redacted]'],
  [/\beyJ[\w-]*\.[\w-]+\.[\w-]*/g, '[redacted-token]'],
  // key=value or "key": "value" for secrets.
  [
    /(["']?(?:password|passwd|pwd|token|access_?token|id_?token|refresh_?token|secret|authorization|api_?key)["']?\s*[:=]\s*)("[^"]*"|'[^']*'|[^\s,;&}]+)/gi,
    '$1[redacted]',
  ],
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '[redacted-email]'],
];

/** Removes tokens, passwords and e-mail addresses from any text that goes into the log. */
export function redact(text: string): string {
  let result = text;
  for (const [pattern, replacement] of REDACTIONS) result = result.replace(pattern, replacement);
  return result;
}

/** Appends a redacted entry, keeping only the newest MAX_DEBUG_ENTRIES. */
export function appendEntry(entries: readonly DebugEntry[], entry: DebugEntry): DebugEntry[] {
  const clean: DebugEntry = { ...entry, message: redact(entry.message).slice(0, 2_000) };
  if (entry.requestId !== undefined) clean.requestId = redact(entry.requestId);
  const next = [...entries, clean];
  return next.length > MAX_DEBUG_ENTRIES ? next.slice(next.length - MAX_DEBUG_ENTRIES) : next;
}

/** The kinds whose count within the last 30 s exceeds its threshold. */
export function suspiciousKinds(
  entries: readonly DebugEntry[],
  now: number,
): (keyof typeof PATTERN_THRESHOLDS)[] {
  const recent = entries.filter((entry) => now - entry.at <= PATTERN_WINDOW_MS);
  return (Object.keys(PATTERN_THRESHOLDS) as (keyof typeof PATTERN_THRESHOLDS)[]).filter(
    (kind) => recent.filter((entry) => entry.kind === kind).length > PATTERN_THRESHOLDS[kind],
  );
}

/** Reads stored entries back, dropping anything malformed (storage is user-editable). */
export function parseEntries(stored: string | null): DebugEntry[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value)) return [];
    return value
      .filter(
        (item): item is DebugEntry =>
          typeof item === 'object' &&
          item !== null &&
          typeof (item as DebugEntry).at === 'number' &&
          typeof (item as DebugEntry).kind === 'string' &&
          typeof (item as DebugEntry).message === 'string',
      )
      .slice(-MAX_DEBUG_ENTRIES);
  } catch {
    return [];
  }
}

/** The newest `limit` entries whose text matches the filter, newest first. */
export function visibleEntries(
  entries: readonly DebugEntry[],
  filter: string,
  limit = 20,
): DebugEntry[] {
  const needle = filter.trim().toLowerCase();
  const matching = needle
    ? entries.filter((entry) =>
        `${entry.kind} ${entry.message} ${entry.requestId ?? ''}`.toLowerCase().includes(needle),
      )
    : entries;
  return matching.slice(-limit).reverse();
}
