/** The test user's part: sign in, then open a test-mode Stripe Checkout (never paid). */
import type { MeResponse } from '../../lambdas/contracts/account';
import type { CheckoutResponse } from '../../lambdas/contracts/checkout';
import { signIn } from './cognito';
import { CheckFailure, expectStatus, jsonOf, send } from './http';
import { urlOf, type SmokeCheck, type SmokeState } from './target';

const signedInUser: SmokeCheck = {
  name: 'test user signs in',
  run: async (target, state) => {
    if (!state.config) throw new CheckFailure('needs the user pool from the runtime config check');
    const token = await signIn(state.config, target.email, target.password);
    const answer = await send('GET /api/me', urlOf(target, '/api/me'), {
      headers: { authorization: `Bearer ${token}` },
    });
    expectStatus('GET /api/me signed in', answer, 200);
    const me = jsonOf<MeResponse>('GET /api/me', answer);
    // Only test_user checkouts use Stripe's test key: any other account would open a live one.
    if (me.role !== 'test_user') {
      throw new CheckFailure(
        `${target.email} is ${me.role}, not test_user: checkout would be live`,
      );
    }
    state.accessToken = token;
    state.ownedProductIds = me.ownedProductIds;
    return `${target.email} (test_user)`;
  },
};

/** A product the test user can buy: on sale, priced, and not owned already. */
function purchasableProduct(state: SmokeState, email: string) {
  const owned = new Set(state.ownedProductIds ?? []);
  const product = state.products?.find(
    (candidate) =>
      candidate.available_for_purchase &&
      !candidate.coming_soon &&
      candidate.price > 0 &&
      !owned.has(candidate.id),
  );
  if (!product) {
    throw new CheckFailure(
      state.products
        ? `${email} already owns every product on sale: use a test user without purchases`
        : 'needs the catalogue check',
    );
  }
  return product;
}

/** `cs_test_…` or `cs_live_…` in the session's URL (Stripe's and the local server's). */
const SESSION_MODE = /cs_(test|live)_/;

const testCheckout: SmokeCheck = {
  name: 'test checkout',
  run: async (target, state) => {
    if (!state.accessToken) throw new CheckFailure('needs the signed-in test user');
    const product = purchasableProduct(state, target.email);
    const label = 'POST /api/create-payment';
    const answer = await send(label, urlOf(target, '/api/create-payment'), {
      method: 'POST',
      headers: {
        authorization: `Bearer ${state.accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ items: [{ id: product.id }] }),
    });
    expectStatus(label, answer, 200);
    const checkout = jsonOf<CheckoutResponse>(label, answer);
    if (!('url' in checkout)) throw new CheckFailure(`${label}: ${checkout.message}`);
    // The session URL is not printed: whoever has it can pay that session.
    const mode = SESSION_MODE.exec(checkout.url)?.[1];
    if (mode !== 'test')
      throw new CheckFailure(`${label} opened a ${mode ?? 'unknown'}-mode session`);
    const page = await send('GET the Checkout page', checkout.url);
    expectStatus('GET the Checkout page', page, 200);
    return `test-mode Checkout for "${product.name}" opens (not paid)`;
  },
};

export const BUYER_CHECKS: readonly SmokeCheck[] = [signedInUser, testCheckout];
