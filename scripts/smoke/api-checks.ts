/** The API without signing in: the catalogue, and the doors that must stay shut. */
import type { ProductDetailResponse } from '../../lambdas/contracts/catalogue';
import type { CatalogueResponse } from '../../lambdas/rules/product';
import { CheckFailure, expectStatus, jsonOf, send } from './http';
import { urlOf, type SmokeCheck, type SmokeState } from './target';

const catalogue: SmokeCheck = {
  name: 'catalogue',
  run: async (target, state) => {
    const answer = await send('GET /api/products', urlOf(target, '/api/products'));
    expectStatus('GET /api/products', answer, 200);
    const { products } = jsonOf<CatalogueResponse>('GET /api/products', answer);
    if (!Array.isArray(products) || products.length === 0) {
      throw new CheckFailure('GET /api/products lists no product');
    }
    state.products = products;
    return `${products.length} products`;
  },
};

export function firstProduct(state: SmokeState) {
  const product = state.products?.[0];
  if (!product) throw new CheckFailure('needs a product from the catalogue check');
  return product;
}

const productPage: SmokeCheck = {
  name: 'product page',
  run: async (target, state) => {
    const { id } = firstProduct(state);
    const label = 'GET /api/products/{id}';
    const answer = await send(label, urlOf(target, `/api/products/${encodeURIComponent(id)}`));
    expectStatus(label, answer, 200);
    const detail = jsonOf<ProductDetailResponse>(label, answer);
    if (detail.product?.id !== id) throw new CheckFailure(`${label} answered another product`);
    return `"${detail.product.name}"`;
  },
};

const protectedRoute: SmokeCheck = {
  name: 'protected route',
  run: async (target) => {
    const answer = await send('GET /api/me', urlOf(target, '/api/me'));
    expectStatus('GET /api/me without a token', answer, 401);
    return 'GET /api/me without a token answers 401';
  },
};

/** 400 from the handler; a 404 would mean the route is missing, a 2xx that anyone can post. */
const webhook: SmokeCheck = {
  name: 'webhook signature',
  run: async (target) => {
    const answer = await send('POST /api/stripe-webhook', urlOf(target, '/api/stripe-webhook'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'evt_smoke', type: 'checkout.session.completed' }),
    });
    expectStatus('POST /api/stripe-webhook unsigned', answer, 400);
    return 'an unsigned event is refused with 400';
  },
};

/**
 * A well-formed Checkout Session id that no order has: the schema accepts it, so the refusal
 * comes from the purchase lookup, not from validation.
 */
const NO_PURCHASE = { sessionId: 'cs_test_smokecheck0000000000000000', fileId: 'smoke-check' };

const downloadWithoutPurchase: SmokeCheck = {
  name: 'download without purchase',
  run: async (target) => {
    const label = 'POST /api/download-file-unauthorized';
    const answer = await send(label, urlOf(target, '/api/download-file-unauthorized'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(NO_PURCHASE),
    });
    expectStatus(`${label} for an unpaid session`, answer, 403, 404);
    return `refused with ${answer.status}`;
  },
};

export const API_CHECKS: readonly SmokeCheck[] = [
  catalogue,
  productPage,
  protectedRoute,
  webhook,
  downloadWithoutPurchase,
];
