import type { Announcements, DndContextProps, UniqueIdentifier } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { buttonClass } from '../../../components/button';
import { TrashIcon } from '../../../components/icons';
import { ProductImage } from '../../../components/ProductImage';

interface SortableImageProps {
  url: string;
  /** 1-based place in the gallery. */
  position: number;
  count: number;
  disabled: boolean;
  onMakeHero: () => void;
  onRemove: () => void;
}

/**
 * One gallery image. The handle is the drag source for the mouse and the keyboard (Space picks
 * it up, arrows move it, Space drops it, Escape cancels); the image itself stays clickable.
 */
export function SortableImage({
  url,
  position,
  count,
  disabled,
  onMakeHero,
  onRemove,
}: SortableImageProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } =
    useSortable({ id: url, disabled });
  const label = `Gallery image ${position} of ${count}`;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className="rounded-lg border border-slate-200 bg-white p-2 shadow-sm"
      data-testid="gallery-image"
    >
      <ProductImage
        src={url}
        alt={label}
        width={400}
        height={300}
        className="aspect-[4/3] w-full rounded bg-slate-100 object-cover"
      />
      <div className="mt-2 flex items-center gap-1">
        <button
          ref={setActivatorNodeRef}
          type="button"
          className={buttonClass('ghost', 'sm', 'cursor-grab px-2')}
          aria-label={`Move ${label.toLowerCase()}`}
          {...attributes}
          {...listeners}
        >
          <GripVertical aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          className={buttonClass('ghost', 'sm', 'px-2')}
          disabled={disabled}
          onClick={onMakeHero}
        >
          Make hero
        </button>
        <button
          type="button"
          className={buttonClass('ghost', 'sm', 'ml-auto px-2 text-red-700')}
          aria-label={`Remove ${label.toLowerCase()}`}
          disabled={disabled}
          onClick={onRemove}
        >
          <TrashIcon className="size-4" />
        </button>
      </div>
    </li>
  );
}

/**
 * What screen readers hear while an image moves: positions, not the image's URL (dnd-kit's
 * default would read out the sortable id).
 */
export function galleryAnnouncements(urls: readonly string[]): DndContextProps['accessibility'] {
  const place = (id: UniqueIdentifier) => urls.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up gallery image ${place(active.id)} of ${urls.length}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `Gallery image ${place(active.id)} is over position ${place(over.id)}.`
        : `Gallery image ${place(active.id)} is no longer over a position.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `Gallery image ${place(active.id)} moved to position ${place(over.id)}.`
        : `Gallery image ${place(active.id)} was dropped where it was.`,
    onDragCancel: ({ active }) => `Moving gallery image ${place(active.id)} was cancelled.`,
  };
  return {
    announcements,
    screenReaderInstructions: {
      draggable:
        'To move this image, press Space. Use the arrow keys to choose its new place, then ' +
        'press Space again to drop it, or Escape to cancel.',
    },
  };
}
