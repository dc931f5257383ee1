import { PLACEHOLDER_IMAGE, resolveImageUrl } from '@rules/image-url';

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
 * reuses the preloaded image. Null for the placeholder or an answer without one.
 */
export function landingImageOf(
  kind: 'catalogue' | 'product',
  answer: LandingImageSource,
): string | null {
  let url: string;
  if (kind === 'catalogue') url = resolveImageUrl(answer.products?.[0]?.image_url, 'card');
  else {
    const { image_url: hero, gallery_image_urls: gallery } = answer.product ?? {};
    const first = [hero, ...(Array.isArray(gallery) ? gallery : [])].find(
      (candidate) => typeof candidate === 'string' && candidate.trim() !== '',
    );
    url = resolveImageUrl(first, 'detail');
  }
  return url === PLACEHOLDER_IMAGE ? null : url;
}
