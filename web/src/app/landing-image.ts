import type { CatalogueResponse } from '@rules/product';
import { PLACEHOLDER_IMAGE, resolveImageUrl } from '@rules/image-url';
import { galleryImages } from '../features/product/gallery-images';
import type { ProductDetail } from '../features/product/product-query';

/**
 * The landing page's largest paint is an image whose address is in its API answer: the first
 * card's on the home page, the product's first picture on a product page. Preloaded as soon as
 * the answer is in, it downloads while the page's code runs and renders, instead of after.
 * The URL is the one the page's <img> asks for (ProductImage: the card rendition for a card,
 * 400 px wide; the detail one for the product's 800 px picture), so the browser reuses it.
 */
export function landingImageOf(
  kind: 'catalogue' | 'product',
  answer: CatalogueResponse | ProductDetail,
): string | null {
  const url =
    kind === 'catalogue'
      ? resolveImageUrl((answer as CatalogueResponse).products[0]?.image_url, 'card')
      : firstPicture(answer as ProductDetail);
  return url && url !== PLACEHOLDER_IMAGE ? url : null;
}

function firstPicture({ product }: ProductDetail): string | null {
  const [first] = galleryImages(product.image_url, product.gallery_image_urls);
  return first === undefined ? null : resolveImageUrl(first, 'detail');
}
