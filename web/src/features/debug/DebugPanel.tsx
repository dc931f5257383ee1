import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { buttonClass } from '../../components/button';
import { useAuth } from '../auth/auth-context';
import {
  clearDebugEntries,
  debugEntries,
  recordDebugEntry,
  startDebugCapture,
  stopDebugCapture,
} from './debug-capture';
import { useDebugPanelFlag } from './debug-flag';
import { DebugEntryList } from './DebugEntryList';
import { visibleEntries, type DebugEntry } from './debug-log-core';

const POLL_MS = 2_000;

function exportEntries(entries: readonly DebugEntry[]): void {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(entries, null, 2)], { type: 'application/json' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = `debug-log-${new Date().toISOString().slice(0, 19).replace(/:/g, '-')}.json`;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * Lazily loaded from RootLayout for admin and test_user only. Capture starts when the server
 * flag is on; admin may clear and export, test_user only reads.
 */
export default function DebugPanel() {
  const { user, isAdmin, isTestUser } = useAuth();
  const { data: enabled } = useDebugPanelFlag(user?.id);
  const active = enabled === true && (isAdmin || isTestUser);
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const [entries, setEntries] = useState<readonly DebugEntry[]>([]);
  const panelId = useId();

  useEffect(() => {
    if (!active) return undefined;
    startDebugCapture();
    return stopDebugCapture;
  }, [active]);

  useEffect(() => {
    if (active) recordDebugEntry('route', `Route: ${pathname}`);
  }, [active, pathname]);

  useEffect(() => {
    if (!active) return undefined;
    setEntries(debugEntries());
    const timer = window.setInterval(() => setEntries(debugEntries()), POLL_MS);
    return () => window.clearInterval(timer);
  }, [active]);

  if (!active) return null;
  const shown = visibleEntries(entries, filter);

  return (
    <div className="fixed right-3 bottom-3 z-40 flex max-w-[calc(100vw-1.5rem)] flex-col items-end gap-2">
      {open && (
        <section
          id={panelId}
          aria-label="Debug log"
          className="flex max-h-[70dvh] w-[min(28rem,calc(100vw-1.5rem))] flex-col gap-3 overflow-hidden rounded-xl border border-slate-200 bg-white p-4 shadow-xl"
        >
          <div className="flex items-center justify-between gap-2">
            <h2 className="text-sm font-semibold text-slate-900">Debug log</h2>
            {!isAdmin && <span className="text-xs text-slate-500">Read-only</span>}
          </div>
          <label className="flex flex-col gap-1 text-xs font-medium text-slate-700">
            Filter
            <input
              type="search"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              className="h-9 rounded-lg border border-slate-300 px-2 text-sm"
            />
          </label>
          <DebugEntryList entries={shown} total={entries.length} />
          {isAdmin && (
            <div className="flex gap-2">
              <button
                type="button"
                className={buttonClass('secondary', 'sm')}
                onClick={() => exportEntries(debugEntries())}
              >
                Export
              </button>
              <button
                type="button"
                className={buttonClass('danger', 'sm')}
                onClick={() => {
                  clearDebugEntries();
                  setEntries([]);
                }}
              >
                Clear
              </button>
            </div>
          )}
        </section>
      )}
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        className={buttonClass('secondary', 'sm')}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? 'Hide debug log' : `Debug log (${entries.length})`}
      </button>
    </div>
  );
}
