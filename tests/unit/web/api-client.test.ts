import { messageOr } from '../../../web/src/features/account/account-text';
import {
  ApiError,
  apiRequest,
  callApi,
  routeUrl,
  setAccessTokenProvider,
} from '../../../web/src/lib/api-client';
import { hasEarlyAnswer, leaveEarlyAnswer } from '../../../web/src/lib/early-answer';

const realFetch = globalThis.fetch;

function answer(status: number, body: string, statusText = '') {
  globalThis.fetch = (async () => new Response(body, { status, statusText })) as typeof fetch;
}

afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('the API client', () => {
  it("carries the server's message, and none when the answer had none", async () => {
    answer(400, JSON.stringify({ error: 'Full name is required' }));
    const withMessage = await callApi('PUT /api/my/profile', { body: { fullName: '' } }).catch(
      (error: unknown) => error,
    );
    expect(withMessage).toBeInstanceOf(ApiError);
    expect(messageOr(withMessage, 'Failed to update profile')).toBe('Full name is required');

    answer(500, '', 'Internal Server Error');
    const empty = await callApi('PUT /api/my/profile', { body: { fullName: 'x' } }).catch(
      (error: unknown) => error,
    );
    expect(empty).toMatchObject({ status: 500, message: '', statusText: 'Internal Server Error' });
    // The spec's "server message or fallback": an empty answer gets the fallback.
    expect(messageOr(empty, 'Failed to update profile')).toBe('Failed to update profile');

    answer(502, '<html>Bad gateway</html>', 'Bad Gateway');
    const html = await callApi('GET /api/my/purchases').catch((error: unknown) => error);
    expect(messageOr(html, 'Failed to load your purchases')).toBe('Failed to load your purchases');
  });

  it('fills path parameters (encoded) and the query string from the route key', () => {
    expect(routeUrl('/api/products/{id}', { id: 'a b/c' }, undefined)).toBe(
      '/api/products/a%20b%2Fc',
    );
    expect(routeUrl('/api/x', undefined, { search: 'make', cursor: undefined, n: 2 })).toBe(
      '/api/x?search=make&n=2',
    );
    expect(() => routeUrl('/api/products/{id}', {}, undefined)).toThrow(
      'Missing path parameter id',
    );
  });

  it("takes a guest's early landing answer once, for its own path only", async () => {
    const fetched: string[] = [];
    globalThis.fetch = (async (path: string) => {
      fetched.push(path);
      return new Response(JSON.stringify({ from: 'fetch' }));
    }) as typeof fetch;
    const early = () => Promise.resolve(new Response(JSON.stringify({ from: 'early' })));
    leaveEarlyAnswer(globalThis, { path: '/api/products', response: early() });
    expect(await apiRequest('/api/products?category=AI')).toEqual({ from: 'fetch' });
    expect(await apiRequest('/api/products')).toEqual({ from: 'early' });
    expect(hasEarlyAnswer('/api/products')).toBe(false);
    expect(await apiRequest('/api/products')).toEqual({ from: 'fetch' });
    expect(fetched).toEqual(['/api/products?category=AI', '/api/products']);

    // A signed-in call carries a token: it never takes a guest's answer.
    leaveEarlyAnswer(globalThis, { path: '/api/products', response: early() });
    setAccessTokenProvider(async () => 'token');
    try {
      expect(await apiRequest('/api/products')).toEqual({ from: 'fetch' });
    } finally {
      setAccessTokenProvider(undefined);
    }
    expect(hasEarlyAnswer('/api/products')).toBe(true);
  });
});
