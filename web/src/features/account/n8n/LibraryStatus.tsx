import { buttonClass } from '../../../components/button';
import { CheckCircleIcon, RefreshIcon, TrashIcon } from '../../../components/icons';
import { formatLongDate } from '../../../lib/format-date';
import { MaskedLine } from './MaskedLine';
import { N8N_TEXT } from './n8n-library-text';

interface LibraryStatusProps {
  createdAt: string | null;
  tokenHint: string | null;
  /** `{site}/api/n8n/••••••••abcd`, from the server (the token is stored hashed). */
  maskedUrl: string | null;
  /** The full URL, only in the visit that created it: then Copy copies it. */
  fullUrl: string | null;
  busy: boolean;
  onRotate: () => void;
  onRevoke: () => void;
}

/** A connected library: since when, which token (its hint), and the Rotate and Revoke buttons. */
export function LibraryStatus({
  createdAt,
  tokenHint,
  maskedUrl,
  fullUrl,
  busy,
  onRotate,
  onRevoke,
}: LibraryStatusProps) {
  return (
    <div className="space-y-4" data-testid="n8n-library-status">
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600">{N8N_TEXT.connectedSince}</dt>
          <dd className="mt-0.5 flex items-center gap-1.5 font-medium text-slate-900">
            <CheckCircleIcon className="size-4 text-emerald-600" />
            <span data-testid="n8n-library-since">
              {formatLongDate(createdAt) ?? N8N_TEXT.unknownDate}
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{N8N_TEXT.tokenHint}</dt>
          <dd
            className="mt-0.5 font-mono font-medium text-slate-900"
            data-testid="n8n-library-hint"
          >
            {tokenHint ? `…${tokenHint}` : N8N_TEXT.unknownDate}
          </dd>
        </div>
      </dl>
      {maskedUrl && <MaskedLine maskedUrl={maskedUrl} fullUrl={fullUrl} />}
      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={onRotate}
          disabled={busy}
        >
          <RefreshIcon className="size-4" />
          {N8N_TEXT.rotate}
        </button>
        <button type="button" className={buttonClass('danger')} onClick={onRevoke} disabled={busy}>
          <TrashIcon className="size-4" />
          {N8N_TEXT.revoke}
        </button>
      </div>
    </div>
  );
}
