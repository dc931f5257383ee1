import { siteImageUrl } from '@rules/site-image';

/** The parts of a landing API answer that name its page's largest image. */
export interface LandingImageSource {
  products?: { image_url?: unknown }[];
  product?: { image_url?: unknown; gallery_image_urls?: unknown };
}

/**
 * The landing page's largest paint is an image whose address is in its API answer: the first
 * card's (the card rendition: ProductImage's 400 px <img>) on the home page, the product's
 * first picture (the hero, else the gallery's first; the detail rendition of its 800 px
 * <img>) on a product page. The URL is the one the page's <img> asks for, so the browser
 * reuses the preloaded image. Only the site's own images (uploads and site paths,
 * rules/site-image.ts): null for another host's (the page loads it as usual), the placeholder or
 * an answer without one.
 */
export function landingImageOf(
  kind: 'catalogue' | 'product',
  answer: LandingImageSource,
): string | null {
  let first: unknown;
  if (kind === 'catalogue') first = answer.products?.[0]?.image_url;
  else {
    const { image_url: hero, gallery_image_urls: gallery } = answer.product ?? {};
    // galleryImages' first (ProductGallery.tsx), without its dedupe by the whole image rule:
    // sharing its module cost the product page's first load more than its 100 KB allowed.
    first = [hero, ...(Array.isArray(gallery) ? gallery : [])].find(
      (candidate) => typeof candidate === 'string' && candidate.trim() !== '',
    );
  }
  if (typeof first !== 'string') return null;
  return siteImageUrl(first, kind === 'catalogue' ? 'card' : 'detail') ?? null;
}
