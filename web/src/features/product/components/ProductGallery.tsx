import { useState, type KeyboardEvent } from 'react';
import { resolveImageUrl } from '@rules/image-url';
import { buttonClass } from '../../../components/button';
import { ChevronLeftIcon, ChevronRightIcon, ImageIcon } from '../../../components/icons-shell';
import { ProductImage } from '../../../components/ProductImage';

/**
 * The hero image first, then the gallery entries that are strings, without repeats (compared
 * after the shared image rule resolved them). The raw values are kept: ProductImage resolves
 * them itself and falls back to the placeholder when one does not load.
 */
export function galleryImages(heroUrl: unknown, galleryUrls: unknown): string[] {
  const gallery = Array.isArray(galleryUrls) ? galleryUrls : [];
  const candidates = [heroUrl, ...gallery].filter(
    (url): url is string => typeof url === 'string' && url.trim() !== '',
  );
  const seen = new Set<string>();
  return candidates.filter((url) => {
    const key = resolveImageUrl(url);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

interface ProductGalleryProps {
  name: string;
  images: readonly string[];
}

/** Spec: detail images 800x600, a carousel with dots when there is more than one. */
export function ProductGallery({ name, images }: ProductGalleryProps) {
  const [current, setCurrent] = useState(0);
  const count = images.length;

  if (count === 0) {
    return (
      <div className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 rounded-2xl border border-dashed border-slate-300 bg-slate-100 text-slate-500">
        <ImageIcon className="size-10" />
        <p className="text-sm">No images available</p>
      </div>
    );
  }

  const index = Math.min(current, count - 1);
  const go = (next: number) => setCurrent((next + count) % count);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') go(index - 1);
    if (event.key === 'ArrowRight') go(index + 1);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={`${name} images`}
      className="flex flex-col gap-3"
    >
      <div
        className="relative overflow-hidden rounded-2xl border border-slate-200 bg-slate-100"
        onKeyDown={count > 1 ? onKeyDown : undefined}
      >
        <ProductImage
          key={images[index]}
          src={images[index]}
          alt={count > 1 ? `${name}, image ${index + 1} of ${count}` : name}
          width={800}
          height={600}
          fetchPriority={index === 0 ? 'high' : undefined}
          className="aspect-[4/3] w-full object-cover"
        />
        {count > 1 && (
          <>
            <button
              type="button"
              className={buttonClass(
                'secondary',
                'icon',
                'absolute top-1/2 left-3 -translate-y-1/2 rounded-full bg-white/90',
              )}
              aria-label="Previous image"
              onClick={() => go(index - 1)}
            >
              <ChevronLeftIcon className="size-5" />
            </button>
            <button
              type="button"
              className={buttonClass(
                'secondary',
                'icon',
                'absolute top-1/2 right-3 -translate-y-1/2 rounded-full bg-white/90',
              )}
              aria-label="Next image"
              onClick={() => go(index + 1)}
            >
              <ChevronRightIcon className="size-5" />
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <div className="flex justify-center gap-1" role="group" aria-label="Choose image">
          {images.map((url, dot) => (
            <button
              key={url}
              type="button"
              aria-label={`Show image ${dot + 1} of ${count}`}
              aria-current={dot === index ? 'true' : undefined}
              onClick={() => setCurrent(dot)}
              className="group rounded-full p-1.5 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              <span
                aria-hidden="true"
                className={`block size-2.5 rounded-full transition-colors ${
                  dot === index ? 'bg-indigo-600' : 'bg-slate-300 group-hover:bg-slate-400'
                }`}
              />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
