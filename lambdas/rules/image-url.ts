import type { ImageRendition } from './media';
import { IMAGE_EXTENSION, siteImageUrl } from './site-image';

/** Served by the SPA itself, so it loads offline. */
export const PLACEHOLDER_IMAGE = '/placeholder.svg';

const DIRECT_IMAGE_HOSTS = ['images.unsplash.com', 'plus.unsplash.com'];
/** unsplash.com/photos/{slug-}{id}: the photo page of the image service. */
const PHOTO_PAGE =
  /^https?:\/\/(?:www\.)?unsplash\.com\/photos\/(?:[\w-]*-)?([\w]{11})\/?(?:[?#].*)?$/i;

function pathOf(url: string): string {
  try {
    return new URL(url, 'http://relative.invalid').pathname;
  } catch {
    return '';
  }
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
}

/**
 * Spec, "Image URLs": a photo-page URL of the image service becomes a direct image URL; direct
 * image-service URLs and URLs ending in jpg, jpeg, png, gif or webp are accepted; anything else,
 * or empty, falls back to the placeholder. An image uploaded to /media comes in a card and a
 * detail rendition; `rendition` picks which one to show.
 */
export function resolveImageUrl(url: unknown, rendition: ImageRendition = 'detail'): string {
  if (typeof url !== 'string') return PLACEHOLDER_IMAGE;
  const trimmed = url.trim();
  if (!trimmed) return PLACEHOLDER_IMAGE;
  const site = siteImageUrl(trimmed, rendition);
  if (site) return site;
  const photoPage = PHOTO_PAGE.exec(trimmed);
  if (photoPage) return `https://unsplash.com/photos/${photoPage[1]}/download`;
  if (DIRECT_IMAGE_HOSTS.includes(hostOf(trimmed))) return trimmed;
  if (IMAGE_EXTENSION.test(pathOf(trimmed))) return trimmed;
  return PLACEHOLDER_IMAGE;
}

/** Gallery entries must be strings; anything else is dropped. */
export function resolveGalleryUrls(urls: unknown): string[] {
  if (!Array.isArray(urls)) return [];
  return urls
    .filter((url): url is string => typeof url === 'string')
    .map((url) => resolveImageUrl(url));
}

/**
 * What a seller may store as a product image: an uploaded /media image, a path of the site
 * itself or an https/http URL, that the rule above shows as an image (not the placeholder).
 */
export function isStorableImageUrl(url: string): boolean {
  const trimmed = url.trim();
  const isSitePath = trimmed.startsWith('/') && !trimmed.startsWith('//');
  if (!isSitePath && !/^https?:\/\//i.test(trimmed)) return false;
  return resolveImageUrl(trimmed) !== PLACEHOLDER_IMAGE;
}
