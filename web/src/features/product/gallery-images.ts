import { resolveImageUrl } from '@rules/image-url';

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
