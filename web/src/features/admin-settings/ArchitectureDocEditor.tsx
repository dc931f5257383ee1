import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import type { AdminSettings } from '@contracts/admin';
import { buttonClass } from '../../components/button';
import { Markup } from '../../components/Markup';
import { ApiError } from '../../lib/api-client';
import { formatLongDate } from '../../lib/format-date';
import { useAdminSettings, useSaveArchitectureDoc } from './settings-api';
import { SettingsSection } from './SettingsSection';

export function ArchitectureDocEditor({ settings }: { settings: AdminSettings }) {
  const [text, setText] = useState(settings.architecture_doc);
  const [conflict, setConflict] = useState<string | null>(null);
  const save = useSaveArchitectureDoc();
  const { refetch } = useAdminSettings();
  const textareaId = useId();
  const dirty = text !== settings.architecture_doc;

  // A reload after a conflict brings the other admin's text in.
  useEffect(() => setText(settings.architecture_doc), [settings.architecture_doc]);

  const onSave = () => {
    setConflict(null);
    save.mutate(
      { text, revision: settings.architecture_doc_revision },
      {
        onSuccess: () => toast.success('Architecture documentation saved'),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) setConflict(error.message);
          else toast.error(error.message);
        },
      },
    );
  };

  const updated = formatLongDate(settings.architecture_doc_updated_at);
  return (
    <SettingsSection
      title="Architecture documentation"
      description="Shared with every admin. Blank lines separate paragraphs; lines starting with '- ' make a list."
    >
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={textareaId} className="text-sm font-medium text-slate-700">
            Text
          </label>
          <textarea
            id={textareaId}
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={12}
            className="w-full rounded-lg border border-slate-300 p-3 font-mono text-sm focus:border-indigo-500 focus:outline-2 focus:outline-indigo-500/30"
          />
        </div>
        <div className="flex flex-col gap-1">
          <h3 className="text-sm font-medium text-slate-700">Preview</h3>
          <div className="min-h-24 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">
            {text.trim() ? <Markup text={text} /> : <p className="text-slate-500">Nothing yet.</p>}
          </div>
        </div>
      </div>
      {conflict && (
        <div
          role="alert"
          className="mt-3 flex flex-wrap items-center gap-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900"
        >
          <span>{conflict}</span>
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            onClick={() => {
              setConflict(null);
              void refetch();
            }}
          >
            Reload
          </button>
        </div>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={buttonClass('primary', 'md')}
          disabled={!dirty || save.isPending}
          onClick={onSave}
        >
          {save.isPending ? 'Saving…' : 'Save'}
        </button>
        {updated && <span className="text-xs text-slate-500">Last saved {updated}</span>}
      </div>
    </SettingsSection>
  );
}
