import { randomUUID } from 'node:crypto';
import {
  BUNDLE_MESSAGES,
  type BundleQuote,
  type BundleView,
  type ProductBundlesResponse,
  type SellerBundleResponse,
  type SellerBundlesResponse,
} from '../../lambdas/contracts/bundles';
import { putProduct } from '../../lambdas/repositories/product-repository';
import { BUNDLE_PROBLEM_TEXT } from '../../lambdas/rules/bundles';
import { shopProduct } from '../support/checkout';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { useIsolatedTable } from '../support/isolated-table';
import {
  createPayoutSeller,
  putSellerProduct,
  putSellerProducts,
  type PayoutSeller,
} from '../support/payouts';
import { bundleInput, callBundles, makeBundle } from '../support/bundles-api';

/**
 * Bundles of a seller's own listed products: made, edited, listed and unlisted by their seller
 * (or the admin), shown on a public page and on their products' pages while every product is
 * for sale, and 404 to the public otherwise, with the reason in the seller's list.
 */
let seller: PayoutSeller;
let other: PayoutSeller;
let admin: TestUser;
let products: string[];

beforeAll(async () => {
  await useIsolatedTable();
  [seller, other, admin] = await Promise.all([
    createPayoutSeller(),
    createPayoutSeller(),
    createSignedInUser({ groups: ['admin'] }),
  ]);
  products = await putSellerProducts(seller.sellerId, [29, 49, 19]);
});

describe('a seller’s bundle', () => {
  it('is made of their own listed products and shown publicly with its value and saving', async () => {
    const id = await makeBundle(
      seller.accessToken,
      bundleInput(products, { price_cents: 7900, floor_cents: 2000 }),
    );
    const page = await callBundles<BundleView>('GET /api/bundles/{bundleId}', {
      params: { bundleId: id },
    });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      id,
      name: 'Starter bundle',
      value_cents: 9700,
      price_cents: 7900,
      saving_cents: 1800,
    });
    expect(page.body.products.map((product) => [product.id, product.price_cents])).toEqual([
      [products[0], 2900],
      [products[1], 4900],
      [products[2], 1900],
    ]);
    expect(page.body.image_url).toBe(`/demo/${products[0]}.png`);
    const included = await callBundles<ProductBundlesResponse>('GET /api/products/{id}/bundles', {
      params: { id: products[1] ?? '' },
    });
    expect(included.body.bundles.map((bundle) => bundle.id)).toContain(id);
  });

  it('refuses another seller’s products as not found, and mixed or unlisted products clearly', async () => {
    const theirs = await callBundles('POST /api/seller/bundles', {
      token: other.accessToken,
      body: bundleInput(products),
    });
    expect(theirs.status).toBe(404);
    expect(theirs.body.error).toBe('Product Not Found');
    const shops = await putSellerProduct(undefined, 10);
    const mixed = await callBundles('POST /api/seller/bundles', {
      token: admin.accessToken,
      body: bundleInput([products[0] ?? '', shops]),
    });
    expect(mixed.status).toBe(400);
    expect(mixed.body.error).toBe(BUNDLE_MESSAGES.oneOwner);
    const hidden = `bundle-hidden-${randomUUID()}`;
    await putProduct(
      shopProduct(hidden, {
        seller_id: seller.sellerId,
        name: 'Hidden flow',
        available_for_purchase: false,
      }),
    );
    const unlisted = await callBundles('POST /api/seller/bundles', {
      token: seller.accessToken,
      body: bundleInput([products[0] ?? '', hidden]),
    });
    expect(unlisted.status).toBe(400);
    expect(unlisted.body.error).toBe(BUNDLE_MESSAGES.notListed(['Hidden flow']));
    const one = await callBundles('POST /api/seller/bundles', {
      token: seller.accessToken,
      body: bundleInput([products[0] ?? '']),
    });
    expect(one.status).toBe(400);
    expect(one.body.error).toBe(BUNDLE_MESSAGES.tooFewProducts);
    const floor = await callBundles('POST /api/seller/bundles', {
      token: seller.accessToken,
      body: bundleInput(products, { price_cents: 1000, floor_cents: 2000 }),
    });
    expect(floor.status).toBe(400);
    expect(floor.body.error).toBe(BUNDLE_MESSAGES.floorAbovePrice);
  });

  it('is edited by its seller or the admin, and is 404 to another seller', async () => {
    const id = await makeBundle(seller.accessToken, bundleInput(products.slice(0, 2)));
    const edited = await callBundles<SellerBundleResponse>('PUT /api/seller/bundles/{bundleId}', {
      token: seller.accessToken,
      params: { bundleId: id },
      body: bundleInput(products, { name: 'All three', cover_product_id: products[2] ?? '' }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.bundle).toMatchObject({
      name: 'All three',
      product_ids: products,
    });
    const byAdmin = await callBundles<SellerBundleResponse>('PUT /api/seller/bundles/{bundleId}', {
      token: admin.accessToken,
      params: { bundleId: id },
      body: bundleInput(products.slice(1), {
        name: 'Two of them',
        cover_product_id: products[1] ?? '',
      }),
    });
    expect(byAdmin.status).toBe(200);
    // The dropped product's page no longer names the bundle.
    const first = await callBundles<ProductBundlesResponse>('GET /api/products/{id}/bundles', {
      params: { id: products[0] ?? '' },
    });
    expect(first.body.bundles.map((bundle) => bundle.id)).not.toContain(id);
    const stranger = await callBundles('PUT /api/seller/bundles/{bundleId}/listing', {
      token: other.accessToken,
      params: { bundleId: id },
      body: { listed: false },
    });
    expect(stranger.status).toBe(404);
    expect(stranger.body.error).toBe(BUNDLE_MESSAGES.notFound);
  });

  it('unlisted, or with a product no longer for sale, is 404 publicly and says why to its seller', async () => {
    const own = [
      await putSellerProduct(seller.sellerId, 12),
      await putSellerProduct(seller.sellerId, 14),
    ];
    const id = await makeBundle(seller.accessToken, bundleInput(own));
    const unlisted = await callBundles<SellerBundleResponse>(
      'PUT /api/seller/bundles/{bundleId}/listing',
      { token: seller.accessToken, params: { bundleId: id }, body: { listed: false } },
    );
    expect(unlisted.body.bundle).toMatchObject({
      status: 'unlisted',
      problem: BUNDLE_PROBLEM_TEXT.unlisted,
    });
    const hidden = await callBundles('GET /api/bundles/{bundleId}', { params: { bundleId: id } });
    expect(hidden.status).toBe(404);
    expect(hidden.body.error).toBe(BUNDLE_MESSAGES.notFound);
    const quote = await callBundles('POST /api/bundles/{bundleId}/quote', {
      params: { bundleId: id },
    });
    expect(quote.status).toBe(404);

    await callBundles('PUT /api/seller/bundles/{bundleId}/listing', {
      token: seller.accessToken,
      params: { bundleId: id },
      body: { listed: true },
    });
    expect(
      (await callBundles('GET /api/bundles/{bundleId}', { params: { bundleId: id } })).status,
    ).toBe(200);
    await putProduct(
      shopProduct(own[1] ?? '', { seller_id: seller.sellerId, price: 14, active: false }),
    );
    expect(
      (await callBundles('GET /api/bundles/{bundleId}', { params: { bundleId: id } })).status,
    ).toBe(404);
    const included = await callBundles<ProductBundlesResponse>('GET /api/products/{id}/bundles', {
      params: { id: own[0] ?? '' },
    });
    expect(included.body.bundles).toEqual([]);
    const mine = await callBundles<SellerBundlesResponse>('GET /api/seller/bundles', {
      token: seller.accessToken,
    });
    expect(mine.body.bundles.find((bundle) => bundle.id === id)).toMatchObject({
      status: 'unavailable',
      problem: BUNDLE_PROBLEM_TEXT.productUnavailable,
    });
    const theirs = await callBundles<SellerBundlesResponse>('GET /api/seller/bundles', {
      token: other.accessToken,
    });
    expect(theirs.body.bundles).toEqual([]);
  });

  it('quotes a signed-in buyer the price less what they own, never below the floor', async () => {
    const id = await makeBundle(
      seller.accessToken,
      bundleInput(products, { price_cents: 7900, floor_cents: 4000 }),
    );
    const anonymous = await callBundles<BundleQuote>('POST /api/bundles/{bundleId}/quote', {
      params: { bundleId: id },
    });
    expect(anonymous.body).toMatchObject({ price_cents: 7900, owned_product_ids: [] });
    const buyer = await createSignedInUser();
    const quote = await callBundles<BundleQuote>('POST /api/bundles/{bundleId}/quote', {
      token: buyer.accessToken,
      params: { bundleId: id },
    });
    expect(quote.status).toBe(200);
    expect(quote.body.granted_product_ids).toEqual(products);
  });
});
