import { imageRenditionUrl, parseMediaUrl, type ImageRendition } from './media';

/** The file types an image URL may end in (image-url.ts's rule for every URL). */
export const IMAGE_EXTENSION = /\.(jpe?g|png|gif|webp)$/i;

/**
 * An image the site serves itself, as the shop shows it: an uploaded image's rendition, or a
 * path of the site ending in an image type. Undefined for anything else (another host, not an
 * image), which resolveImageUrl decides. Apart from it so index.html's landing hints script
 * (web/src/app/landing-image.ts) carries this much of the rule and not the image service's.
 */
export function siteImageUrl(url: string, rendition: ImageRendition): string | undefined {
  const trimmed = url.trim();
  if (parseMediaUrl(trimmed)) return imageRenditionUrl(trimmed, rendition);
  const isSitePath = trimmed.startsWith('/') && !trimmed.startsWith('//');
  if (isSitePath && IMAGE_EXTENSION.test(trimmed.split(/[?#]/)[0]!)) return trimmed;
  return undefined;
}
