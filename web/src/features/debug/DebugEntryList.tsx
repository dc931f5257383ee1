import type { DebugEntry } from './debug-log-core';

const KIND_STYLES: Record<DebugEntry['kind'], string> = {
  error: 'bg-red-100 text-red-800',
  rejection: 'bg-orange-100 text-orange-800',
  route: 'bg-slate-100 text-slate-700',
  api: 'bg-amber-100 text-amber-800',
  pattern: 'bg-purple-100 text-purple-800',
};

export function DebugEntryList({ entries, total }: { entries: DebugEntry[]; total: number }) {
  if (!entries.length) {
    return (
      <p className="text-sm text-slate-600">{total ? 'No entries match.' : 'No entries yet.'}</p>
    );
  }
  return (
    <ol aria-label="Latest debug entries" className="flex flex-col gap-2 overflow-y-auto text-xs">
      {entries.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className="rounded-lg border border-slate-100 p-2">
          <div className="flex items-center gap-2">
            <span className={`rounded px-1.5 py-0.5 font-medium ${KIND_STYLES[entry.kind]}`}>
              {entry.kind}
            </span>
            <time dateTime={new Date(entry.at).toISOString()} className="text-slate-500">
              {new Date(entry.at).toLocaleTimeString()}
            </time>
          </div>
          <p className="mt-1 break-words text-slate-800">{entry.message}</p>
          {entry.requestId && (
            <p className="mt-0.5 text-slate-500">Request id: {entry.requestId}</p>
          )}
        </li>
      ))}
    </ol>
  );
}
