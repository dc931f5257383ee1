import {
  contentPreview,
  dependsOnOwnership,
  groupRelated,
  isVisibleOnProductPage,
  toLatestVersion,
  toProductDetail,
} from '../../../lambdas/services/catalogue/product-detail';
import type { Product } from '../../../lambdas/rules/product';
import type { ProductFile, ProductRelationship } from '../../../lambdas/rules/product-content';

const listed = {
  active: true,
  has_published_version: true,
  available_for_purchase: false,
  coming_soon: false,
  seller_id: 'seller-1',
};

function product(id: string, fields: Partial<Product> = {}): Product {
  return {
    id,
    name: `Name ${id}`,
    description: 'd',
    short_description: 's',
    price: 10,
    platform: 'n8n',
    category: 'c',
    featured: false,
    image_url: '/i.png',
    prerequisites: '',
    available_for_purchase: true,
    coming_soon: false,
    active: true,
    created_at: '2026-01-01T00:00:00.000Z',
    gallery_image_urls: [],
    video_youtube_id: '',
    has_published_version: true,
    ...fields,
  };
}

function file(id: string, fields: Partial<ProductFile>): ProductFile {
  return {
    id,
    product_id: 'p',
    version_id: 'v1',
    title: id,
    display_name: id,
    file_type: 'json',
    file_purpose: 'automation',
    platform: 'n8n',
    file_path: `p/v1/${id}`,
    order_position: 0,
    file_size: 1,
    created_at: '',
    updated_at: '',
    ...fields,
  };
}

describe('product page visibility', () => {
  it('shows available and coming-soon products to everyone', () => {
    expect(
      isVisibleOnProductPage({ ...listed, available_for_purchase: true }, { isAdmin: false }),
    ).toBe(true);
    expect(isVisibleOnProductPage({ ...listed, coming_soon: true }, { isAdmin: false })).toBe(true);
  });

  it('shows a withdrawn product to admins and its owning seller only', () => {
    expect(isVisibleOnProductPage(listed, { isAdmin: false })).toBe(false);
    expect(isVisibleOnProductPage(listed, { isAdmin: true })).toBe(true);
    expect(isVisibleOnProductPage(listed, { isAdmin: false, sellerId: 'seller-1' })).toBe(true);
    expect(isVisibleOnProductPage(listed, { isAdmin: false, sellerId: 'seller-2' })).toBe(false);
  });

  it('never shows inactive or unpublished products, not even to admins or owners', () => {
    const owner = { isAdmin: true, sellerId: 'seller-1' };
    expect(isVisibleOnProductPage({ ...listed, active: false }, owner)).toBe(false);
    expect(isVisibleOnProductPage({ ...listed, has_published_version: false }, owner)).toBe(false);
  });

  it('needs the seller record only for a withdrawn product that has a seller', () => {
    expect(dependsOnOwnership(listed)).toBe(true);
    expect(dependsOnOwnership({ ...listed, seller_id: undefined })).toBe(false);
    expect(dependsOnOwnership({ ...listed, coming_soon: true })).toBe(false);
    expect(dependsOnOwnership({ ...listed, active: false })).toBe(false);
  });
});

describe('contents preview', () => {
  it("lists the version's files without gallery images, by purpose then position", () => {
    const files = [
      file('manual', { file_purpose: 'manual', order_position: 0 }),
      file('second', { order_position: 2 }),
      file('first', { order_position: 1 }),
      file('picture', { file_purpose: 'gallery' }),
      file('older', { version_id: 'v0' }),
    ];
    expect(contentPreview(files, 'v1')).toEqual([
      {
        id: 'first',
        title: 'first',
        display_name: 'first',
        file_type: 'json',
        file_purpose: 'automation',
      },
      {
        id: 'second',
        title: 'second',
        display_name: 'second',
        file_type: 'json',
        file_purpose: 'automation',
      },
      {
        id: 'manual',
        title: 'manual',
        display_name: 'manual',
        file_type: 'json',
        file_purpose: 'manual',
      },
    ]);
  });
});

describe('related products', () => {
  const rel = (type: ProductRelationship['relationship_type'], target: string) => ({
    id: `${type}-${target}`,
    relationship_type: type,
    source_product_id: 'p',
    target_product_id: target,
  });

  it('groups visible targets by type, keeps every type and drops the rest', () => {
    const targets = new Map([
      ['a', product('a')],
      ['b', product('b')],
    ]);
    const groups = groupRelated(
      [rel('dependency', 'a'), rel('related', 'b'), rel('related', 'hidden')],
      targets,
    );
    expect(groups.dependency.map((target) => target.id)).toEqual(['a']);
    expect(groups.recommended).toEqual([]);
    expect(groups.related).toEqual([
      {
        id: 'b',
        name: 'Name b',
        short_description: 's',
        price: 10,
        platform: 'n8n',
        category: 'c',
        image_url: '/i.png',
      },
    ]);
  });
});

describe('response shapes', () => {
  it('keeps index flags out of the product, and names its seller record', () => {
    // The seller id is public already (the storefront's follow buttons act on it); GET /api/me
    // names the caller's, so their own page offers Manage Product without a list of their ids.
    const detail = toProductDetail(product('p', { seller_id: 'seller-1' }));
    expect(detail.seller_id).toBe('seller-1');
    expect(toProductDetail(product('q', { seller_id: undefined }))).not.toHaveProperty('seller_id');
    expect(detail).not.toHaveProperty('has_published_version');
    expect(detail).not.toHaveProperty('active');
  });

  it('answers null without a version', () => {
    expect(toLatestVersion(undefined)).toBeNull();
  });
});
