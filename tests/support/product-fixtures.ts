import type { Product } from '../../lambdas/rules/product';
import type { ProductFile, ProductVersion } from '../../lambdas/rules/product-content';

/** A listed, purchasable product; override what a test is about. */
export function testProduct(id: string, overrides: Partial<Product> = {}): Product {
  return {
    id,
    name: `Product ${id}`,
    description: `Description of ${id}`,
    short_description: `Short ${id}`,
    price: 29,
    platform: 'Make',
    category: 'Sales',
    featured: false,
    image_url: `/demo/${id}.png`,
    prerequisites: '',
    available_for_purchase: true,
    coming_soon: false,
    active: true,
    created_at: '2026-03-01T00:00:00.000Z',
    gallery_image_urls: [],
    video_youtube_id: '',
    has_published_version: true,
    ...overrides,
  };
}

export function testVersion(
  productId: string,
  id: string,
  overrides: Partial<ProductVersion> = {},
): ProductVersion {
  return {
    id,
    product_id: productId,
    version_number: '1.0.0',
    release_date: '2026-03-01T00:00:00.000Z',
    is_latest: false,
    is_published: true,
    changelog: `Changes of ${id}`,
    created_at: '2026-03-01T00:00:00.000Z',
    ...overrides,
  };
}

export function testFile(
  productId: string,
  versionId: string,
  id: string,
  overrides: Partial<ProductFile> = {},
): ProductFile {
  return {
    id,
    product_id: productId,
    version_id: versionId,
    title: `Title ${id}`,
    display_name: `${id}.json`,
    file_type: 'json',
    file_purpose: 'automation',
    platform: 'Make',
    file_path: `${productId}/${versionId}/${id}.json`,
    order_position: 1,
    file_size: 1024,
    created_at: '2026-03-01T00:00:00.000Z',
    updated_at: '2026-03-01T00:00:00.000Z',
    ...overrides,
  };
}
