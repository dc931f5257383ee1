import { existsSync } from 'node:fs';
import path from 'node:path';
import { isVisibleInCatalogue } from '../../../lambdas/rules/visibility';
import {
  DEMO_PRODUCTS,
  DEMO_PURCHASES,
  DEMO_RELATIONSHIPS,
} from '../../../scripts/local/demo/catalogue';
import { DEMO_USERS } from '../../../scripts/local/demo-accounts';
import { demoSourcePath } from '../../../scripts/local/demo/sources';

const IMAGES_DIR = path.join(__dirname, '..', '..', '..', 'web', 'public');
const published = (product: (typeof DEMO_PRODUCTS)[number]) =>
  product.versions.some((version) => version.is_published);
const listed = DEMO_PRODUCTS.map((product) => ({
  ...product,
  has_published_version: published(product),
}));

describe('demo catalogue', () => {
  it('has at least 12 products over the three platforms and four categories', () => {
    expect(DEMO_PRODUCTS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(DEMO_PRODUCTS.map((product) => product.platform))).toEqual(
      new Set(['Make', 'n8n', 'Zapier']),
    );
    expect(new Set(DEMO_PRODUCTS.map((product) => product.category)).size).toBeGreaterThanOrEqual(
      4,
    );
  });

  it('covers every state the shop must show', () => {
    const shopper = listed.filter((product) => isVisibleInCatalogue(product, { isAdmin: false }));
    const admin = listed.filter((product) => isVisibleInCatalogue(product, { isAdmin: true }));
    expect(shopper.some((product) => product.featured)).toBe(true);
    expect(shopper.some((product) => product.coming_soon)).toBe(true);
    expect(admin.length - shopper.length).toBe(1); // the one not available for purchase
    expect(DEMO_PRODUCTS.filter((product) => !product.active)).toHaveLength(1);
    expect(DEMO_PRODUCTS.filter((product) => !published(product))).toHaveLength(1);
  });

  it('gives every visible product one published latest version with a changelog and files', () => {
    for (const product of listed.filter((candidate) =>
      isVisibleInCatalogue(candidate, { isAdmin: true }),
    )) {
      const latest = product.versions.filter((version) => version.is_latest);
      expect(latest).toHaveLength(1);
      expect(latest[0]?.is_published).toBe(true);
      expect(latest[0]?.changelog.length).toBeGreaterThan(0);
      const purposes = new Set(
        latest[0]?.files.map((file) => file.file_purpose.replace(/_\d+$/, '')),
      );
      expect(purposes).toEqual(new Set(['automation', 'manual', 'instruction_video']));
    }
  });

  it('ships every file and image it names, and uses unique ids', () => {
    const ids = new Set<string>();
    for (const product of DEMO_PRODUCTS) {
      expect(existsSync(path.join(IMAGES_DIR, product.image_url))).toBe(true);
      for (const image of product.gallery_image_urls)
        expect(existsSync(path.join(IMAGES_DIR, image))).toBe(true);
      for (const id of [
        product.id,
        ...product.versions.flatMap((v) => [v.id, ...v.files.map((f) => f.id)]),
      ]) {
        expect(ids.has(id)).toBe(false);
        ids.add(id);
      }
      for (const file of product.versions.flatMap((version) => version.files)) {
        if (file.file_type !== 'youtube')
          expect(existsSync(demoSourcePath(file.source))).toBe(true);
      }
    }
  });

  it('relates and sells only products that exist, to demo accounts', () => {
    const productIds = new Set(DEMO_PRODUCTS.map((product) => product.id));
    for (const relationship of DEMO_RELATIONSHIPS) {
      expect(productIds.has(relationship.source_product_id)).toBe(true);
      expect(productIds.has(relationship.target_product_id)).toBe(true);
    }
    expect(
      new Set(DEMO_RELATIONSHIPS.map((relationship) => relationship.relationship_type)),
    ).toEqual(new Set(['dependency', 'recommended', 'related']));
    const emails = new Set(DEMO_USERS.map((user) => user.email));
    expect(
      DEMO_PURCHASES.filter((purchase) => purchase.buyer_email === 'buyer@example.com'),
    ).toHaveLength(2);
    for (const purchase of DEMO_PURCHASES) {
      expect(emails.has(purchase.buyer_email)).toBe(true);
      expect(productIds.has(purchase.product_id)).toBe(true);
    }
  });
});
