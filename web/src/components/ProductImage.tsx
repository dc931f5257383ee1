import { useState, type ImgHTMLAttributes } from 'react';
import { PLACEHOLDER_IMAGE, resolveImageUrl } from '@rules/image-url';

type ProductImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  /** The stored URL, as entered by the seller; resolved by the shared image rule. */
  src: unknown;
  alt: string;
};

/** A product image that falls back to the local placeholder when the URL does not load. */
export function ProductImage({ src, alt, ...props }: ProductImageProps) {
  const resolved = resolveImageUrl(src);
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
      }}
    />
  );
}
