import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useState } from 'react';
import type { ManagedFile } from '@contracts/manage/products';
import { EDITABLE_FILE_PLATFORMS, type FilePlatform } from '@rules/uploads';
import { Badge } from '../../../components/Badge';
import { buttonClass } from '../../../components/button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FIELD_CLASS } from '../../../components/form';
import { GripIcon, TrashIcon } from '../../../components/icons';
import { formatFileSize } from '../../../lib/file-size';
import type { useFileMutations } from '../file-mutations';
import { AutomationSummary } from './AutomationSummary';

type Mutations = ReturnType<typeof useFileMutations>;

/** The platforms a row offers: the editable list, plus its own if it was auto-detected. */
const platformsFor = (current: string): string[] =>
  (EDITABLE_FILE_PLATFORMS as readonly string[]).includes(current)
    ? [...EDITABLE_FILE_PLATFORMS]
    : [current, ...EDITABLE_FILE_PLATFORMS];

/** Drag handle, title, platform and size of one file; switches to editing title and platform. */
export function SortableFileRow({
  file,
  position,
  mutations,
  reorderable,
  locked,
}: {
  file: ManagedFile;
  /** Where the row stands in its purpose group, shown next to the handle ('1 of 3'). */
  position: string;
  mutations: Mutations;
  reorderable: boolean;
  locked: boolean;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: file.id, disabled: !reorderable || locked });
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(file.title);
  const [platform, setPlatform] = useState(file.platform);
  const [problem, setProblem] = useState('');
  const [confirming, setConfirming] = useState(false);
  const name = file.title || file.display_name;

  const save = () => {
    const trimmed = title.trim();
    if (!trimmed) return setProblem('Title cannot be empty');
    setProblem('');
    const changes = {
      ...(trimmed !== file.title ? { title: trimmed } : {}),
      ...(platform !== file.platform ? { platform: platform as FilePlatform } : {}),
    };
    if (Object.keys(changes).length === 0) return setEditing(false);
    mutations.update.mutate(
      { fileId: file.id, revision: file.revision, ...changes },
      { onSuccess: () => setEditing(false) },
    );
  };

  const startEditing = () => {
    setTitle(file.title);
    setPlatform(file.platform);
    setProblem('');
    setEditing(true);
  };

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid="managed-file"
      className={`flex flex-wrap items-center gap-3 bg-white p-3 text-sm ${isDragging ? 'relative z-10 shadow-lg' : ''}`}
    >
      <span className="flex shrink-0 items-center gap-1.5">
        {reorderable && (
          <button
            type="button"
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-label={`Reorder ${name}`}
            title="Drag to reorder, or press Space and use the arrow keys"
            className={buttonClass(
              'secondary',
              'icon',
              'size-9 cursor-grab touch-none text-slate-700 active:cursor-grabbing',
            )}
          >
            <GripIcon className="size-5" />
          </button>
        )}
        {/* Visible to everyone; screen readers hear the position in the list and the drag
            announcements, so this would only repeat them. */}
        <span
          data-testid="file-position"
          aria-hidden="true"
          className="min-w-12 rounded-md bg-slate-100 px-2 py-0.5 text-center text-xs font-medium text-slate-700 tabular-nums"
        >
          {position}
        </span>
      </span>
      {editing ? (
        <div className="flex min-w-0 flex-1 flex-wrap items-start gap-2">
          <label className="min-w-48 flex-1">
            <span className="sr-only">Title of {file.display_name}</span>
            <input
              className={`${FIELD_CLASS} mt-0 h-9`}
              value={title}
              aria-invalid={problem ? true : undefined}
              onChange={(event) => setTitle(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') save();
                if (event.key === 'Escape') setEditing(false);
              }}
            />
            {problem && (
              <span role="alert" className="mt-1 block text-xs text-red-700">
                {problem}
              </span>
            )}
          </label>
          <label>
            <span className="sr-only">Platform of {file.display_name}</span>
            <select
              className={`${FIELD_CLASS} mt-0 h-9 w-auto`}
              value={platform}
              onChange={(event) => setPlatform(event.target.value)}
            >
              {platformsFor(file.platform).map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className={buttonClass('primary', 'sm')}
            disabled={mutations.update.isPending}
            onClick={save}
          >
            Save
          </button>
          <button
            type="button"
            className={buttonClass('ghost', 'sm')}
            onClick={() => setEditing(false)}
          >
            Cancel
          </button>
        </div>
      ) : (
        <>
          <span className="min-w-40 flex-1 font-medium break-words text-slate-900">{name}</span>
          {file.n8n_importable === false && (
            // n8n cannot import it, so buyers' n8n template libraries leave it out.
            <span data-testid="n8n-not-importable" title={file.n8n_import_problem}>
              <Badge tone="amber">Not importable in n8n: {file.n8n_import_problem}</Badge>
            </span>
          )}
          <span className="text-slate-600">{file.platform}</span>
          <span className="text-slate-600">{formatFileSize(file.file_size)}</span>
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            onClick={startEditing}
            aria-label={`Edit ${name}`}
          >
            Edit
          </button>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete file"
        description="Are you sure you want to delete this file?"
        trigger={
          <button
            type="button"
            className={buttonClass('ghost', 'icon', 'size-9 text-red-700')}
            aria-label={`Delete ${name}`}
          >
            <TrashIcon className="size-4" />
          </button>
        }
        confirmLabel="Delete"
        pending={mutations.remove.isPending}
        onConfirm={() =>
          mutations.remove.mutate(
            { fileId: file.id, video: false },
            { onSettled: () => setConfirming(false) },
          )
        }
      />
      <AutomationSummary file={file} />
    </li>
  );
}
