import type { ReactNode } from 'react';

/** The two empty states: nothing on sale, or nothing matching the filters. */
export function CatalogueMessage({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <p className="text-slate-600">{text}</p>
      {children}
    </div>
  );
}
