import { buttonClass } from '../../../components/button';
import { LinkIcon } from '../../../components/icons';
import { copyToClipboard } from './copy-to-clipboard';
import { environmentLine, N8N_TEXT } from './n8n-library-text';

interface MaskedLineProps {
  maskedUrl: string;
  fullUrl: string | null;
}

/**
 * The n8n environment line with the token masked, so the buyer sees what they connected with.
 * Its Copy copies the full line while this visit still has it (right after creating or
 * rotating); afterwards the server cannot repeat it, and the note points to Rotate URL below,
 * the one way to a new URL (a second button here did the same).
 */
export function MaskedLine({ maskedUrl, fullUrl }: MaskedLineProps) {
  return (
    <div className="space-y-1.5" data-testid="n8n-library-masked">
      <p className="text-sm font-medium text-slate-800">{N8N_TEXT.maskedLabel}</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <code
          className="min-w-0 flex-1 truncate rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 font-mono text-xs text-slate-900 sm:text-sm"
          title={environmentLine(maskedUrl)}
          data-testid="n8n-library-masked-line"
        >
          {environmentLine(maskedUrl)}
        </code>
        {fullUrl && (
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => void copyToClipboard(environmentLine(fullUrl), N8N_TEXT.lineCopied)}
          >
            <LinkIcon className="size-4" />
            {N8N_TEXT.copyFull}
          </button>
        )}
      </div>
      {!fullUrl && <p className="text-xs text-slate-600">{N8N_TEXT.maskedNote}</p>}
    </div>
  );
}
