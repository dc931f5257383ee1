import { useState, type ImgHTMLAttributes } from 'react';
import { PLACEHOLDER_IMAGE, resolveImageUrl } from '@rules/image-url';
import { IMAGE_RENDITIONS, type ImageRendition } from '@rules/media';

type ProductImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  /** The stored URL, as entered by the seller; resolved by the shared image rule. */
  src: unknown;
  alt: string;
  /**
   * Which size of an uploaded image to load; by default the card (400x300) up to that width
   * and the detail (800x600) above it.
   */
  rendition?: ImageRendition;
  /** The image did not load, placeholder included (onError is this component's own). */
  onFailure?: () => void;
};

/** A product image that falls back to the local placeholder when the URL does not load. */
export function ProductImage({ src, alt, rendition, onFailure, ...props }: ProductImageProps) {
  const size =
    rendition ?? (Number(props.width ?? 0) > IMAGE_RENDITIONS.card.width ? 'detail' : 'card');
  const resolved = resolveImageUrl(src, size);
  // Remember which URL failed (not just "failed") so a new src gets its own chance to load.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const shown = failedUrl === resolved ? PLACEHOLDER_IMAGE : resolved;
  return (
    <img
      {...props}
      src={shown}
      alt={alt}
      onError={() => {
        if (shown !== PLACEHOLDER_IMAGE) setFailedUrl(resolved);
        else onFailure?.();
      }}
    />
  );
}
