import { randomUUID } from 'node:crypto';
import { DEMO_PASSWORD } from '../../scripts/local/demo-accounts';
import { payOnHostedPage } from './checkout';
import { signIn } from './directory-users';

async function apiPost(path: string, body: unknown, token?: string): Promise<Response> {
  return fetch(`${process.env.TEST_API_URL}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

/**
 * The demo admin creates a shop-wide code through the running test stack's HTTP API (browser
 * tests); returns its name.
 */
export async function shopDiscountCode(terms: Record<string, unknown>): Promise<string> {
  const code = `SHOP${randomUUID().slice(0, 6).toUpperCase()}`;
  const token = await signIn('admin@example.com', DEMO_PASSWORD);
  expect((await apiPost('/api/admin/discount-codes', { code, ...terms }, token)).status).toBe(201);
  return code;
}

/**
 * The demo admin creates a one-use code and a guest pays for a product with it, through the
 * running test stack's HTTP API (browser tests): the code is used up. Returns the code.
 */
export async function usedUpDiscountCode(productId: string): Promise<string> {
  const code = `ONCE${randomUUID().slice(0, 6).toUpperCase()}`;
  const token = await signIn('admin@example.com', DEMO_PASSWORD);
  const body = { code, kind: 'percent', percent_off: 10, max_redemptions: 1 };
  expect((await apiPost('/api/admin/discount-codes', body, token)).status).toBe(201);
  const started = await apiPost('/api/create-payment-universal', {
    items: [{ id: productId }],
    email: `once-${randomUUID().slice(0, 8)}@example.com`,
    discountCode: code,
  });
  expect(started.status).toBe(200);
  await payOnHostedPage(((await started.json()) as { url: string }).url);
  return code;
}
