import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useState } from 'react';
import type { ManagedFile } from '@contracts/manage/products';
import { filePurposeLabel } from '../../../lib/file-labels';
import type { useFileMutations } from '../file-mutations';
import { SortableFileRow } from './FileRow';

type Mutations = ReturnType<typeof useFileMutations>;

/** Files of one version grouped by purpose (in order), each group reorderable on its own. */
export function FileGroups({
  files,
  versionId,
  mutations,
  emptyText,
}: {
  files: readonly ManagedFile[];
  versionId: string;
  mutations: Mutations;
  emptyText: string;
}) {
  if (files.length === 0) return <p className="text-sm text-slate-600">{emptyText}</p>;
  const groups = new Map<string, ManagedFile[]>();
  for (const file of [...files].sort((a, b) => a.order_position - b.order_position)) {
    groups.set(file.file_purpose, [...(groups.get(file.file_purpose) ?? []), file]);
  }
  return (
    <div className="grid gap-4">
      {[...groups.entries()].map(([purpose, group]) => (
        <SortableGroup
          key={purpose}
          purpose={purpose}
          files={group}
          versionId={versionId}
          mutations={mutations}
        />
      ))}
    </div>
  );
}

/**
 * One purpose group: drag a row by its handle, or focus the handle and use Space, the arrow
 * keys and Space again. The new order of the whole group is saved in one call.
 */
function SortableGroup({
  purpose,
  files,
  versionId,
  mutations,
}: {
  purpose: string;
  files: ManagedFile[];
  versionId: string;
  mutations: Mutations;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // Shown at once while the save runs; the saved detail replaces it, a failure reverts it.
  const [pending, setPending] = useState<string[] | null>(null);
  const byId = new Map(files.map((file) => [file.id, file]));
  const ordered = (pending ?? files.map((file) => file.id))
    .map((id) => byId.get(id))
    .filter((file): file is ManagedFile => file !== undefined);
  const label = filePurposeLabel(purpose) || 'General';
  const nameOf = (id: UniqueIdentifier) => {
    const file = byId.get(String(id));
    return file ? file.title || file.display_name : 'File';
  };
  const positionOf = (id: UniqueIdentifier) =>
    `${ordered.findIndex((file) => file.id === id) + 1} of ${ordered.length}`;

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = ordered.map((file) => file.id);
    const next = arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
    setPending(next);
    mutations.reorder.mutate(
      { versionId, file_purpose: purpose, fileIds: next },
      { onSettled: () => setPending(null) },
    );
  };

  return (
    <section aria-label={label} data-testid={`file-group-${purpose}`}>
      <h4 className="text-sm font-semibold text-slate-700">{label}</h4>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: {
            draggable:
              'To reorder, press Space, move with the arrow keys, then press Space again to drop or Escape to cancel.',
          },
          announcements: {
            onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
            onDragOver: ({ active, over }) =>
              over ? `${nameOf(active.id)} is over position ${positionOf(over.id)}.` : undefined,
            onDragEnd: ({ active, over }) =>
              over
                ? `${nameOf(active.id)} dropped at position ${positionOf(over.id)}.`
                : `${nameOf(active.id)} dropped.`,
            onDragCancel: ({ active }) => `Reordering cancelled: ${nameOf(active.id)} is back.`,
          },
        }}
      >
        <SortableContext
          items={ordered.map((file) => file.id)}
          strategy={verticalListSortingStrategy}
        >
          <ol className="mt-2 divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200">
            {ordered.map((file, index) => (
              <SortableFileRow
                key={file.id}
                file={file}
                position={`${index + 1} of ${ordered.length}`}
                mutations={mutations}
                reorderable={ordered.length > 1}
                // While a new order saves the handles stay (focus stays) but do not pick up.
                locked={mutations.reorder.isPending}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </section>
  );
}
