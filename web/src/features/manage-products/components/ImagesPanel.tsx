import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import { MAX_GALLERY_IMAGES } from '@contracts/manage/media';
import { buttonClass } from '../../../components/button';
import { ImageIcon } from '../../../components/icons';
import { ProductImage } from '../../../components/ProductImage';
import { callApi } from '../../../lib/api-client';
import { errorText, isStale, type Detail } from '../api';
import { ImageUploadError, uploadProductImage } from '../image-upload';
import { productSaveKey, useProductSaving } from './product-saves';
import { galleryAnnouncements, SortableImage } from './SortableImage';
import { queryKeys } from '../../../lib/query-keys';
import { invalidateProductReads } from '../shop-reads';

interface Images {
  image_url: string;
  gallery_image_urls: string[];
}

/**
 * Hero image and gallery of a product: upload (resized to WebP in the browser), set the hero,
 * add, remove and reorder the gallery (drag, or a handle's keyboard: Space, arrows, Space).
 * Every change is saved at once with the product's revision ('Gallery Updated' /
 * 'Update Failed'); the order shown while a save runs is the one being saved.
 */
export function ImagesPanel({ detail }: { detail: Detail }) {
  const { product } = detail;
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState<'hero' | 'gallery' | null>(null);
  const heroInput = useRef<HTMLInputElement>(null);
  const galleryInput = useRef<HTMLInputElement>(null);
  const saving = useProductSaving(product.id);
  const save = useMutation({
    mutationKey: productSaveKey(product.id),
    mutationFn: (images: Images) =>
      callApi('PUT /api/manage/products/{id}/images', {
        params: { id: product.id },
        body: { revision: product.revision, ...images },
      }),
    onSuccess: (next) => {
      queryClient.setQueryData(queryKeys.manageProducts.detail(product.id), next);
      invalidateProductReads(queryClient);
      toast.success('Gallery Updated');
    },
    onError: (error) =>
      toast.error('Update Failed', {
        description: isStale(error)
          ? errorText(error, '')
          : 'Failed to update gallery images. Please try again.',
      }),
  });
  const shown: Images = save.isPending
    ? save.variables
    : { image_url: product.image_url, gallery_image_urls: product.gallery_image_urls ?? [] };
  const busy = saving || uploading !== null;

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const upload = async (event: ChangeEvent<HTMLInputElement>, target: 'hero' | 'gallery') => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    const room = MAX_GALLERY_IMAGES - shown.gallery_image_urls.length;
    const picked = target === 'hero' ? files.slice(0, 1) : files.slice(0, Math.max(room, 0));
    if (picked.length < files.length && target === 'gallery') {
      toast(
        `The gallery holds ${MAX_GALLERY_IMAGES} images: ${files.length - picked.length} left out`,
      );
    }
    setUploading(target);
    // Images uploaded before a failure are still saved; the failure is reported on its own.
    const urls: string[] = [];
    try {
      for (const file of picked) urls.push(await uploadProductImage(product.id, file));
    } catch (error) {
      toast.error('Upload Failed', {
        description:
          error instanceof ImageUploadError
            ? error.message
            : errorText(error, 'Failed to upload file. Please try again.'),
      });
    } finally {
      setUploading(null);
    }
    if (urls.length === 0) return;
    save.mutate(
      target === 'hero'
        ? { ...shown, image_url: urls[0] ?? shown.image_url }
        : { ...shown, gallery_image_urls: [...shown.gallery_image_urls, ...urls] },
    );
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const urls = shown.gallery_image_urls;
    const from = urls.indexOf(String(active.id));
    const to = urls.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    save.mutate({ ...shown, gallery_image_urls: arrayMove(urls, from, to) });
  };

  return (
    <section aria-labelledby="images-heading" className="rounded-xl border border-slate-200 p-4">
      <h3 id="images-heading" className="font-semibold text-slate-900">
        Images
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        Pictures are cropped to 4:3 and saved as WebP in two sizes: 400x300 for cards and 800x600
        for the product page.
      </p>

      <div className="mt-4 flex flex-wrap items-start gap-4">
        <figure className="w-48">
          {shown.image_url ? (
            <ProductImage
              src={shown.image_url}
              alt={`${product.name} hero image`}
              width={400}
              height={300}
              className="aspect-[4/3] w-full rounded-lg bg-slate-100 object-cover"
              data-testid="hero-image"
            />
          ) : (
            <div className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-1 rounded-lg border border-dashed border-slate-300 bg-slate-50 text-sm text-slate-500">
              <ImageIcon className="size-6" />
              No hero image
            </div>
          )}
          <figcaption className="mt-1 text-sm font-medium text-slate-700">Hero image</figcaption>
        </figure>
        <div className="flex flex-col gap-2">
          <input
            ref={heroInput}
            type="file"
            accept="image/*"
            className="sr-only"
            aria-label="Upload hero image"
            tabIndex={-1}
            onChange={(event) => void upload(event, 'hero')}
          />
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            disabled={busy}
            onClick={() => heroInput.current?.click()}
          >
            {uploading === 'hero' ? 'Uploading...' : 'Upload hero image'}
          </button>
          {shown.image_url && (
            <button
              type="button"
              className={buttonClass('ghost', 'sm')}
              disabled={busy}
              onClick={() => save.mutate({ ...shown, image_url: '' })}
            >
              Remove hero image
            </button>
          )}
        </div>
      </div>

      <h4 className="mt-6 text-sm font-semibold text-slate-900">
        Gallery ({shown.gallery_image_urls.length} of {MAX_GALLERY_IMAGES})
      </h4>
      {shown.gallery_image_urls.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No gallery images yet.</p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={galleryAnnouncements(shown.gallery_image_urls)}
        >
          <SortableContext items={shown.gallery_image_urls} strategy={rectSortingStrategy}>
            <ol className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
              {shown.gallery_image_urls.map((url, index) => (
                <SortableImage
                  key={url}
                  url={url}
                  position={index + 1}
                  count={shown.gallery_image_urls.length}
                  disabled={busy}
                  onMakeHero={() => save.mutate({ ...shown, image_url: url })}
                  onRemove={() =>
                    save.mutate({
                      ...shown,
                      gallery_image_urls: shown.gallery_image_urls.filter((other) => other !== url),
                    })
                  }
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      <input
        ref={galleryInput}
        type="file"
        accept="image/*"
        multiple
        className="sr-only"
        aria-label="Add gallery images"
        tabIndex={-1}
        onChange={(event) => void upload(event, 'gallery')}
      />
      <button
        type="button"
        className={buttonClass('secondary', 'sm', 'mt-3')}
        disabled={busy || shown.gallery_image_urls.length >= MAX_GALLERY_IMAGES}
        onClick={() => galleryInput.current?.click()}
      >
        {uploading === 'gallery' ? 'Uploading...' : 'Add gallery images'}
      </button>
    </section>
  );
}
