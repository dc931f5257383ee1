import type { Ref } from 'react';
import { InfoIcon } from '../../../components/icons';
import { CopyField } from './CopyField';
import { environmentLine, N8N_TEXT } from './n8n-library-text';

/**
 * The library URL right after it was created or rotated: the only time the buyer sees it (the
 * server keeps only a hash of its token). The heading takes focus so a screen reader reads
 * the new URL first.
 */
export function LibraryReveal({
  url,
  headingRef,
}: {
  url: string;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  return (
    <div
      className="space-y-4 rounded-xl border border-indigo-200 bg-indigo-50/60 p-4 sm:p-5"
      data-testid="n8n-library-reveal"
    >
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="text-base font-semibold text-slate-900 focus:outline-none"
      >
        {N8N_TEXT.revealTitle}
      </h3>
      <p className="flex gap-2 text-sm text-amber-900" data-testid="n8n-library-once">
        <InfoIcon className="mt-0.5 size-4 shrink-0 text-amber-700" />
        {N8N_TEXT.revealNote}
      </p>
      <CopyField
        label={N8N_TEXT.urlLabel}
        value={url}
        copyLabel={N8N_TEXT.copyUrl}
        copiedMessage={N8N_TEXT.urlCopied}
        testId="n8n-library-url"
      />
      <CopyField
        label={N8N_TEXT.lineLabel}
        value={environmentLine(url)}
        copyLabel={N8N_TEXT.copyLine}
        copiedMessage={N8N_TEXT.lineCopied}
        testId="n8n-library-line"
      />
    </div>
  );
}
