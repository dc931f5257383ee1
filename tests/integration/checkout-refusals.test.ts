import { handler as checkout } from '../../lambdas/functions/checkout';
import { createSignedInUser } from '../support/cognito-users';
import { call, guestEmail } from '../support/checkout';
import {
  buyer,
  cart,
  CREATE,
  CREATE_GUEST,
  ids,
  useCheckoutCatalogue,
} from '../support/checkout-catalogue';

// What create-payment and create-payment-universal refuse: unavailable items, too many
// attempts, bad input, staff accounts and missing sessions.
describe('checkout: create-payment and create-payment-universal', () => {
  useCheckoutCatalogue();

  it('refuses items that are missing, inactive or not for sale, naming only what the catalogue shows', async () => {
    const { status, body } = await call(checkout, CREATE, {
      token: buyer.accessToken,
      body: { items: cart(ids.flow, ids.inactive, ids.withdrawn, ids.missing, ids.soon) },
    });
    expect(status).toBe(400);
    // The coming-soon product is in the catalogue; the others are not, and the browser's names
    // are never echoed.
    expect(body.error).toBe('Some items are no longer available: Upcoming Flow');
    const guest = await call(checkout, CREATE_GUEST, {
      body: { items: [{ id: ids.missing, name: '<b>Free stuff</b>' }], email: guestEmail() },
    });
    expect(guest.body.error).toBe('Some items in your cart are no longer available.');
    expect(JSON.stringify(guest.body)).not.toContain('Free stuff');
  });

  it('limits guest checkouts per client IP, with Retry-After, before any Stripe call', async () => {
    const ip = '198.51.100.44';
    const answers = [];
    for (let index = 0; index < 21; index += 1) {
      answers.push(
        await call(checkout, CREATE_GUEST, {
          body: { items: [{ id: ids.missing }], email: guestEmail() },
          sourceIp: ip,
        }),
      );
    }
    expect(answers.slice(0, 20).every((answer) => answer.status === 400)).toBe(true);
    const refused = answers[20];
    expect(refused?.status).toBe(429);
    expect(refused?.body).toEqual({
      error: 'Too many checkout attempts. Please wait a few minutes and try again.',
    });
    expect(Number(refused?.retryAfter)).toBeGreaterThan(0);
  });

  it('limits guest checkouts per address, from any client', async () => {
    const email = guestEmail();
    const statuses = [];
    for (let index = 0; index < 11; index += 1) {
      statuses.push(
        (await call(checkout, CREATE_GUEST, { body: { items: [{ id: ids.missing }], email } }))
          .status,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
  });

  it('refuses an e-mail over 254 characters with 400 before Stripe is called', async () => {
    const email = `${'a'.repeat(2000)}@example.com`;
    const { status, body } = await call(checkout, CREATE_GUEST, {
      body: { items: cart(ids.flow), email },
    });
    expect({ status, body }).toEqual({ status: 400, body: { error: 'Invalid email' } });
  });

  it('refuses an empty cart', async () => {
    const { status, body } = await call(checkout, CREATE, {
      token: buyer.accessToken,
      body: { items: [] },
    });
    expect(status).toBe(400);
    expect(body.error).toBe('Cart is empty');
    const guest = await call(checkout, CREATE_GUEST, { body: { items: [], email: guestEmail() } });
    expect(guest.body.error).toBe('Cart is empty');
  });

  it.each([
    ['not JSON', { rawBody: '{"items": [' }],
    ['no body', {}],
    ['items not a list', { body: { items: 'all' } }],
    ['an item without id', { body: { items: [{ name: 'x' }] } }],
    ['a price that is text', { body: { items: [{ id: ids.flow, price: 'free' }] } }],
    ['another currency', { body: { items: cart(ids.flow), currency: 'eur' } }],
    ['an array body', { body: [1, 2] }],
    ['too many items', { body: { items: cart(...Array.from({ length: 51 }, (_, i) => `p${i}`)) } }],
  ])('answers 4xx, never 5xx, for %s', async (_label, options) => {
    const signedIn = await call(checkout, CREATE, { token: buyer.accessToken, ...options });
    expect(signedIn.status).toBe(400);
    expect(typeof signedIn.body.error).toBe('string');
    const guest = await call(checkout, CREATE_GUEST, options);
    expect(guest.status).toBe(400);
  });

  it.each([
    ['no e-mail', { items: cart(ids.flow) }],
    ['a bad e-mail', { items: cart(ids.flow), email: 'not an email' }],
    ['a number as e-mail', { items: cart(ids.flow), email: 42 }],
  ])('refuses a guest checkout with %s', async (_label, body) => {
    const { status } = await call(checkout, CREATE_GUEST, { body });
    expect(status).toBe(400);
  });

  it('refuses admins and sellers: they run the shop and do not buy in it', async () => {
    for (const group of ['admin', 'seller']) {
      const staff = await createSignedInUser({ groups: [group] });
      expect(
        await call(checkout, CREATE, {
          token: staff.accessToken,
          body: { items: cart(ids.flow) },
        }),
      ).toEqual({
        status: 403,
        body: {
          error:
            'Admin and seller accounts cannot buy products. Sign in with a buyer account to purchase.',
        },
      });
    }
  });

  it('refuses create-payment without a valid session', async () => {
    expect((await call(checkout, CREATE, { body: { items: cart(ids.flow) } })).status).toBe(401);
    expect(
      (await call(checkout, CREATE, { token: 'not-a-token', body: { items: cart(ids.flow) } }))
        .status,
    ).toBe(401);
  });
});
