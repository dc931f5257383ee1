import Stripe from 'stripe';
import {
  ACCOUNT_HOOK_PATH,
  CONNECT_HOOK_PATH,
  SECRETS,
  startLocalStripe,
  type LocalStripeHarness,
} from './local-stripe-harness';

/**
 * Stripe Connect on the local server, through the official SDK: Express accounts, onboarding
 * links and their page, account.updated on the Connect endpoint, transfers from a charge,
 * reversals, and the refusals Stripe answers.
 */
let local: LocalStripeHarness;
let stripe: Stripe;

const RETURN_URL = 'http://localhost:3000/seller/payouts?onboarding=done';
const REFRESH_URL = 'http://localhost:3000/seller/payouts?onboarding=refresh';

beforeAll(async () => {
  local = await startLocalStripe();
  stripe = local.client('sk_test_connect');
});

afterAll(() => local.close());

beforeEach(() => {
  local.deliveries.length = 0;
});

function createAccount(email = 'seller@example.com') {
  return stripe.accounts.create({
    type: 'express',
    country: 'US',
    email,
    capabilities: { transfers: { requested: true } },
    metadata: { seller_id: 'seller-1' },
  });
}

function createLink(account: string) {
  return stripe.accountLinks.create({
    account,
    refresh_url: REFRESH_URL,
    return_url: RETURN_URL,
    type: 'account_onboarding',
  });
}

/** Opens the link's page, then presses one of its two buttons (an HTML form post). */
async function finishOnboarding(linkUrl: string, choice: 'complete' | 'leave') {
  const page = await fetch(linkUrl, { redirect: 'manual' });
  expect(page.status).toBe(200);
  const html = await page.text();
  const action = new RegExp(`action="([^"]+/${choice})"`).exec(html)?.[1];
  expect(action).toBeDefined();
  return fetch(new URL(action!, local.base), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'full_name=Jenny+Rosen&dob=1990-01-01&account_number=000123456789',
    redirect: 'manual',
  });
}

describe('connected accounts and onboarding', () => {
  it('creates an Express account with everything due and nothing enabled', async () => {
    const account = await createAccount();
    expect(account).toMatchObject({
      object: 'account',
      type: 'express',
      country: 'US',
      email: 'seller@example.com',
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      capabilities: { transfers: 'inactive' },
      metadata: { seller_id: 'seller-1' },
      livemode: false,
    });
    expect(account.id).toMatch(/^acct_/);
    expect(account.requirements?.currently_due).toEqual(
      expect.arrayContaining(['external_account', 'tos_acceptance.date']),
    );
    expect(account.requirements?.disabled_reason).toBe('requirements.past_due');
    expect(await stripe.accounts.retrieve(account.id)).toEqual(account);
    // A key of the other mode does not see it.
    await expect(
      local.client('sk_live_connect').accounts.retrieve(account.id),
    ).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
    });
    const live = await local.client('sk_live_connect').accounts.create({
      type: 'express',
      capabilities: { transfers: { requested: true } },
    });
    // Not in the SDK's Account type, but the local server marks each object's mode.
    expect(live).toMatchObject({ livemode: true });
  });

  it('completes onboarding on the link’s page: enabled, and a signed account.updated', async () => {
    const account = await createAccount();
    const link = await createLink(account.id);
    expect(link).toMatchObject({ object: 'account_link' });
    expect(link.expires_at - link.created).toBe(300);
    expect(link.url.startsWith(`${local.base}/connect/onboarding/`)).toBe(true);

    const page = await fetch(link.url);
    const html = await page.text();
    expect(html).toContain('<h1>Set up payouts</h1>');
    expect(html).toContain('<label for="full-name">Full name</label>');
    expect(html).toMatch(/<button[^>]*type="submit">Complete onboarding<\/button>/);
    expect(html).toMatch(/<button[^>]*type="submit">Leave for now<\/button>/);
    expect(html).not.toMatch(/<(script|link|img)\b/);
    expect(page.headers.get('content-security-policy')).toContain('http://localhost:3000');

    const action = /action="([^"]+\/complete)"/.exec(html)?.[1] ?? '';
    const submitted = await fetch(new URL(action, local.base), {
      method: 'POST',
      redirect: 'manual',
    });
    expect(submitted.status).toBe(303);
    expect(submitted.headers.get('location')).toBe(RETURN_URL);

    const enabled = await stripe.accounts.retrieve(account.id);
    expect(enabled).toMatchObject({
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
      capabilities: { transfers: 'active' },
      requirements: { currently_due: [], eventually_due: [], disabled_reason: null },
    });

    const events = local.eventsAt(CONNECT_HOOK_PATH, SECRETS.connect.testSecret);
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event).toMatchObject({ type: 'account.updated', account: account.id, livemode: false });
    expect(event?.data.object).toMatchObject({ id: account.id, charges_enabled: true });
    expect(event?.data.previous_attributes).toMatchObject({
      charges_enabled: false,
      capabilities: { transfers: 'inactive' },
    });
    // Connect events are signed with the Connect secret only, and never reach the other endpoint.
    const delivery = local.deliveries[0]!;
    expect(() =>
      Stripe.webhooks.constructEvent(delivery.body, delivery.signature, SECRETS.account.testSecret),
    ).toThrow();
    expect(local.deliveries.filter((d) => d.path === ACCOUNT_HOOK_PATH)).toHaveLength(0);
  });

  it('leaves onboarding half-way: details not submitted, what Stripe asks still due', async () => {
    const account = await createAccount();
    const link = await createLink(account.id);
    const left = await finishOnboarding(link.url, 'leave');
    expect(left.status).toBe(303);
    expect(left.headers.get('location')).toBe(RETURN_URL);
    const pending = await stripe.accounts.retrieve(account.id);
    expect(pending).toMatchObject({
      details_submitted: false,
      charges_enabled: false,
      payouts_enabled: false,
      capabilities: { transfers: 'inactive' },
    });
    expect(pending.requirements?.currently_due).toEqual(
      expect.arrayContaining(['individual.dob.day', 'external_account', 'tos_acceptance.date']),
    );
    const events = local.eventsAt(CONNECT_HOOK_PATH, SECRETS.connect.testSecret);
    expect(events.map((event) => [event.type, event.account])).toEqual([
      ['account.updated', account.id],
    ]);
  });

  it('sends a used or an expired link to its refresh_url', async () => {
    const account = await createAccount();
    const used = await createLink(account.id);
    expect((await fetch(used.url, { redirect: 'manual' })).status).toBe(200);
    const again = await fetch(used.url, { redirect: 'manual' });
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(REFRESH_URL);

    const finished = await createLink(account.id);
    await finishOnboarding(finished.url, 'complete');
    const afterUse = await fetch(finished.url, { redirect: 'manual' });
    expect(afterUse.headers.get('location')).toBe(REFRESH_URL);

    const expiring = await createLink(account.id);
    local.advanceClock(5 * 60 * 1000 + 1000);
    const expired = await fetch(expiring.url, { redirect: 'manual' });
    expect(expired.status).toBe(303);
    expect(expired.headers.get('location')).toBe(REFRESH_URL);
    const submitted = await fetch(`${expiring.url}/complete`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(submitted.headers.get('location')).toBe(REFRESH_URL);

    const fresh = await createLink(account.id);
    local.advanceClock(4 * 60 * 1000);
    expect((await fetch(fresh.url, { redirect: 'manual' })).status).toBe(200);
  });

  it('finishes a link once when its form is submitted twice at the same time', async () => {
    const account = await createAccount();
    const link = await createLink(account.id);
    await fetch(link.url);
    const answers = await Promise.all(
      [1, 2].map(() => fetch(`${link.url}/complete`, { method: 'POST', redirect: 'manual' })),
    );
    expect(answers.map((answer) => answer.headers.get('location')).sort()).toEqual(
      [REFRESH_URL, RETURN_URL].sort(),
    );
    const events = local.eventsAt(CONNECT_HOOK_PATH, SECRETS.connect.testSecret);
    expect(events.map((event) => event.account)).toEqual([account.id]);
  });

  it('refuses links for unknown accounts and types it does not model', async () => {
    await expect(createLink('acct_unknown')).rejects.toMatchObject({
      statusCode: 400,
      code: 'resource_missing',
      param: 'account',
    });
    const account = await createAccount();
    await expect(
      stripe.accountLinks.create({
        account: account.id,
        refresh_url: REFRESH_URL,
        return_url: RETURN_URL,
        type: 'account_update',
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'type' });
  });
});
