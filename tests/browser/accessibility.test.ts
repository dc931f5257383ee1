import type { Browser, Page } from 'playwright-core';
import { DEMO_PRODUCTS } from '../../scripts/local/demo/catalogue';
import { DEMO_PRODUCT_IDS } from '../../scripts/local/demo/ids';
import { blockingViolations, type BlockingViolation } from '../support/axe';
import { launchBrowser, signedInPage, webUrl } from '../support/browser';
import { payOnHostedPage, sessionIdOf } from '../support/checkout';
import { payoutAccountIn } from '../support/payout-pages';
import { createPayoutSeller } from '../support/payouts';
import { productCard, toastWith } from '../support/shop-page';

/**
 * axe-core on every page of the shop, as each role sees it once its data has loaded: no serious
 * or critical violation (WCAG 2 A/AA and best practices). One browser, one signed-in context per
 * role.
 */
const managed = DEMO_PRODUCTS.find((item) => item.id === DEMO_PRODUCT_IDS.leadCaptureCrm)!;
const bought = managed;
const listed = DEMO_PRODUCTS.find((item) => item.id === DEMO_PRODUCT_IDS.socialScheduler)!;
const comingSoon = DEMO_PRODUCTS.find((item) => item.id === DEMO_PRODUCT_IDS.aiEmailDrafter)!;

interface PageCheck {
  name: string;
  path: string;
  /** Waits until the page shows its content (not a loading state). */
  ready: (page: Page) => Promise<unknown>;
  /** Brings the page into the state to check after it is ready (a tab, a dialog). */
  open?: (page: Page) => Promise<unknown>;
  /** Closes what `open` opened, so the next check starts from a plain page. */
  close?: (page: Page) => Promise<unknown>;
}

const heading = (name: string | RegExp, level?: number) => (page: Page) =>
  page
    .getByRole('heading', { name, ...(level ? { level } : {}) })
    .first()
    .waitFor();
const testId = (id: string) => (page: Page) => page.getByTestId(id).first().waitFor();

let browser: Browser;
const pages: Record<string, Page> = {};
let guestSessionId = '';

async function paidGuestSession(): Promise<string> {
  const response = await fetch(`${process.env.TEST_API_URL}/api/create-payment-universal`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      items: [{ id: listed.id }],
      email: `axe-${Date.now()}@example.com`,
    }),
  });
  const { url } = (await response.json()) as { url: string };
  await payOnHostedPage(url);
  return sessionIdOf(url);
}

async function pageOf(email?: string, width = 1280): Promise<Page> {
  // Signed in before the page loads (an API sign-in): the sign-in dialog is auth.test.ts's
  // subject, and the guest's area checks it here.
  const viewport = { width, height: 900 };
  const page = email
    ? await signedInPage(browser, email, { viewport })
    : await (await browser.newContext({ viewport })).newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/**
 * Opens a path in the role's page: the first visit loads the app, later ones go through the
 * app's own router (as a link would), so each check costs no full reload.
 */
async function visit(page: Page, path: string): Promise<void> {
  if (page.url() === 'about:blank') {
    await page.goto(webUrl(path));
    return;
  }
  await page.evaluate(`history.pushState(null, '', ${JSON.stringify(path)});
    dispatchEvent(new PopStateEvent('popstate'));`);
}

async function violationsOf(page: Page, check: PageCheck) {
  await visit(page, check.path);
  await check.ready(page);
  await check.open?.(page);
  const violations = await blockingViolations(page);
  await check.close?.(page);
  return violations;
}

const dialogOpenedBy = (button: string) => async (page: Page) => {
  await page.getByRole('button', { name: button, exact: true }).first().click();
  await page.getByRole('dialog').waitFor();
};
const closeDialog = async (page: Page) => {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
};

function report(violations: BlockingViolation[]): string[] {
  return violations.map(
    (violation) =>
      `${violation.impact} ${violation.rule}: ${violation.help} at ${violation.targets.join(', ')}\n${violation.summary}`,
  );
}

const ANONYMOUS: PageCheck[] = [
  { name: 'catalogue', path: '/', ready: testId('product-card') },
  {
    name: 'back office signed out',
    path: `/seller/products/${managed.id}`,
    ready: (page) =>
      page.getByText('You need to be logged in to access the admin panel.').waitFor(),
  },
  { name: 'product', path: `/product/${listed.id}`, ready: heading(listed.name, 1) },
  {
    name: 'cart with an item',
    path: '/',
    ready: testId('product-card'),
    open: async (page) => {
      await productCard(page, listed.name).getByRole('button', { name: 'Add to Cart' }).click();
      // The toaster loads at the first interaction: its toast must be on screen (and its fade
      // then waited for) before the colours are measured, not fading in while axe reads them.
      await toastWith(page, 'Added to Cart');
      await visit(page, '/cart');
      await page.getByLabel(/I understand/).waitFor();
    },
  },
  {
    name: 'cart discount code refused',
    path: '/cart',
    ready: (page) => page.getByLabel('Discount code').waitFor(),
    open: async (page) => {
      await page.getByLabel('Discount code').fill('NOT-A-CODE');
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.getByRole('alert').filter({ hasText: 'not valid' }).waitFor();
    },
  },
  {
    name: 'cart e-mail step',
    path: '/cart',
    ready: (page) => page.getByLabel(/I understand/).waitFor(),
    open: async (page) => {
      await page.getByLabel(/I understand/).check();
      await page.getByLabel(/I agree/).check();
      await page.getByRole('button', { name: 'Checkout' }).click();
      await page.getByLabel(/^Email/).waitFor();
    },
  },
  {
    name: 'notify-me dialog',
    path: `/product/${comingSoon.id}`,
    ready: heading(comingSoon.name, 1),
    open: dialogOpenedBy('Notify Me'),
    close: closeDialog,
  },
  {
    name: 'payment success',
    path: '/payment-success?session_id={session}',
    ready: heading('Payment Successful!'),
  },
  { name: 'payment canceled', path: '/payment-canceled', ready: heading('Payment Canceled') },
  { name: 'guest downloads', path: '/downloads?session={session}', ready: testId('download-file') },
  { name: 'FAQ', path: '/faq', ready: heading(/Frequently Asked Questions|FAQ/, 1) },
  { name: 'terms', path: '/terms-and-conditions', ready: heading(/Terms/, 1) },
  { name: 'privacy', path: '/privacy-policy', ready: heading(/Privacy/, 1) },
  { name: 'not found', path: '/no-such-page', ready: heading('Page not found') },
  {
    name: 'reset password',
    path: '/auth/reset-password?email=reader%40example.com&code=123456',
    ready: heading('Reset Password'),
  },
  {
    name: 'invitation error',
    path: '/auth/invite/no-such-invitation',
    ready: heading('Invitation Error'),
  },
  // Last: the dialog stays open over whatever comes next.
  { name: 'sign-in dialog', path: '/auth', ready: testId('auth-dialog') },
];

/** The 'Connect n8n' tab: not connected, the URL shown once, connected, and its dialogs. */
const n8nTabReady = (page: Page) =>
  page
    .getByTestId('n8n-library')
    .getByRole('button', { name: /Create Library URL|Rotate URL/ })
    .waitFor();
const CONNECT_N8N: PageCheck[] = [
  {
    name: 'connect n8n (not connected)',
    path: '/myaccount?tab=n8n',
    ready: n8nTabReady,
    open: async (page) => {
      // Another suite may have connected the demo buyer: revoke to start from the first state.
      const revoke = page.getByRole('button', { name: 'Revoke Access' });
      if (await revoke.isVisible()) {
        await revoke.click();
        await page.getByRole('button', { name: 'Yes, Revoke URL' }).click();
      }
      await page.getByRole('button', { name: 'Create Library URL' }).waitFor();
    },
  },
  {
    name: 'connect n8n (URL shown once)',
    path: '/myaccount?tab=n8n',
    ready: n8nTabReady,
    open: async (page) => {
      await page.getByRole('button', { name: 'Create Library URL' }).click();
      await page.getByTestId('n8n-library-reveal').waitFor();
    },
  },
  {
    name: 'connect n8n rotate dialog',
    path: '/myaccount?tab=n8n',
    ready: n8nTabReady,
    open: dialogOpenedBy('Rotate URL'),
    close: closeDialog,
  },
  {
    name: 'connect n8n revoke dialog',
    path: '/myaccount?tab=n8n',
    ready: n8nTabReady,
    open: dialogOpenedBy('Revoke Access'),
    close: closeDialog,
  },
];

const BUYER: PageCheck[] = [
  { name: 'my purchases', path: '/myaccount', ready: testId('purchase-card') },
  { name: 'account settings', path: '/myaccount?tab=settings', ready: heading(/Profile/) },
  {
    name: 'purchased product',
    path: '/myaccount',
    ready: testId('purchase-card'),
    open: async (page) => {
      await page.getByTestId('purchase-card').filter({ hasText: bought.name }).click();
      await page.getByTestId('product-file').first().waitFor();
    },
  },
  { name: 'admin area denied', path: '/admin', ready: heading('Access Denied') },
  {
    name: 'delete account dialog',
    path: '/myaccount?tab=settings',
    ready: heading(/Profile/),
    open: dialogOpenedBy('Delete Account'),
    close: closeDialog,
  },
  ...CONNECT_N8N,
];

const ADMIN: PageCheck[] = [
  { name: 'admin products', path: '/admin/products', ready: testId('managed-products') },
  { name: 'admin product', path: `/admin/products/${managed.id}`, ready: testId('versions') },
  {
    name: 'admin edit form',
    path: `/admin/products/${managed.id}/edit`,
    ready: (page) => page.getByLabel('Name', { exact: true }).waitFor(),
  },
  {
    name: 'admin users',
    path: '/admin/users',
    ready: (page) => page.getByRole('row').nth(1).waitFor(),
  },
  { name: 'admin sales', path: '/admin/sales', ready: (page) => page.locator('figure').waitFor() },
  {
    name: 'admin security',
    path: '/admin/security',
    ready: (page) => page.getByRole('row').nth(1).waitFor(),
  },
  {
    name: 'admin settings',
    path: '/admin/settings',
    // The automation files' re-read panel loads on its own.
    ready: async (page) => {
      await page.getByRole('switch').first().waitFor();
      await page.getByText('Files read').waitFor();
    },
  },
  {
    name: 'admin payouts',
    path: '/admin/payouts',
    ready: heading('Failed transfers', 2),
  },
  {
    name: "admin seller's commission and own-rate dialog",
    path: '/admin/users',
    ready: (page) => page.getByRole('row').nth(1).waitFor(),
    open: async (page) => {
      const search = page.getByLabel('Search by e-mail or name');
      await search.fill('seller@example.com');
      await search.press('Enter');
      await page
        .getByRole('table', { name: 'Users' })
        .getByRole('link', { name: 'Sam Seller' })
        .click();
      await page.getByLabel('Own rate (%)').fill('12.5');
      await page.getByRole('button', { name: 'Set own rate' }).click();
      await page.getByRole('dialog').waitFor();
    },
    close: closeDialog,
  },
  {
    name: 'admin new product form',
    path: '/admin/products/new',
    ready: (page) => page.getByLabel('Name', { exact: true }).waitFor(),
  },
  {
    name: 'admin discount codes',
    path: '/admin/discount-codes',
    ready: heading('Discount codes', 2),
  },
  {
    name: 'admin new discount code dialog',
    path: '/admin/discount-codes',
    ready: heading('Discount codes', 2),
    open: dialogOpenedBy('New discount code'),
    close: closeDialog,
  },
  {
    name: 'admin invite dialog',
    path: '/admin/users',
    ready: (page) => page.getByRole('row').nth(1).waitFor(),
    open: dialogOpenedBy('Invite user'),
    close: closeDialog,
  },
];

const SELLER: PageCheck[] = [
  { name: 'seller payouts', path: '/seller/payouts', ready: testId('payout-account') },
  { name: 'seller products', path: '/seller/products', ready: testId('managed-products') },
  { name: 'seller product', path: `/seller/products/${managed.id}`, ready: testId('versions') },
  {
    name: 'seller sales',
    path: '/seller/sales',
    ready: (page) => page.locator('figure').waitFor(),
  },
  {
    name: 'seller discount codes',
    path: '/seller/discount-codes',
    ready: heading('Discount codes', 2),
  },
  {
    name: 'seller new discount code dialog',
    path: '/seller/discount-codes',
    ready: heading('Discount codes', 2),
    open: dialogOpenedBy('New discount code'),
    close: closeDialog,
  },
  {
    name: 'seller delete dialog',
    path: '/seller/products',
    ready: testId('managed-products'),
    open: async (page) => {
      await page
        .getByRole('button', { name: /^Delete / })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
    },
    close: closeDialog,
  },
];

/**
 * A new seller's payouts page in each of its states, at phone width: not connected, back from
 * the local Stripe onboarding page half-way (what is missing), and with payouts enabled.
 */
const onboardOnStripePage = (button: string, stripeButton: string, state: string) => {
  return async (page: Page) => {
    await page.getByRole('button', { name: button }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/connect/onboarding/'));
    await page.getByRole('button', { name: stripeButton }).click();
    await payoutAccountIn(page, state);
  };
};
const PAYOUT_SELLER: PageCheck[] = [
  {
    name: 'payouts not connected',
    path: '/seller/payouts',
    ready: (page) => payoutAccountIn(page, 'not_started'),
  },
  {
    name: 'payouts details missing',
    path: '/seller/payouts',
    ready: (page) => payoutAccountIn(page, 'not_started'),
    open: onboardOnStripePage('Connect with Stripe', 'Leave for now', 'details_missing'),
  },
  {
    name: 'payouts enabled',
    path: '/seller/payouts',
    ready: (page) => payoutAccountIn(page, 'details_missing'),
    open: onboardOnStripePage('Continue onboarding', 'Complete onboarding', 'payouts_enabled'),
  },
];

/** At phone width: the header's drawer, and a product page's stacked layout. */
const PHONE: PageCheck[] = [
  { name: 'product', path: `/product/${listed.id}`, ready: heading(listed.name, 1) },
  {
    name: 'menu drawer',
    path: '/',
    ready: testId('product-card'),
    open: async (page) => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog').waitFor();
    },
    close: closeDialog,
  },
];

/** Who is signed in: a demo account, nobody, or a seller made for this suite. */
type Who = string | undefined | (() => Promise<string>);

const freshSeller = async () => (await createPayoutSeller()).email;

const AREAS: [string, Who, PageCheck[]][] = [
  ['shopper', undefined, ANONYMOUS],
  ['buyer', 'buyer@example.com', BUYER],
  ['admin', 'admin@example.com', ADMIN],
  ['seller', 'seller@example.com', SELLER],
  ['new seller', freshSeller, PAYOUT_SELLER],
  ['phone', undefined, PHONE],
];
const PHONE_AREAS = new Set(['phone', 'new seller']);

describe('accessibility (axe-core) of every page', () => {
  // Six contexts (the first load cold) and a new seller: more than Jest's 60 s on a busy
  // machine.
  beforeAll(async () => {
    browser = await launchBrowser();
    guestSessionId = await paidGuestSession();
    // The first load on a cold server fetches every chunk; on a loaded machine that alone can
    // outlast the pages' 15 s limit, so it happens once here with room to spare.
    const warmUp = await browser.newPage();
    await warmUp.goto(webUrl('/'), { timeout: 120_000 });
    await warmUp.getByRole('banner').waitFor({ timeout: 120_000 });
    await warmUp.close();
    for (const [area, who] of AREAS) {
      const email = typeof who === 'function' ? await who() : who;
      pages[area] = await pageOf(email, PHONE_AREAS.has(area) ? 390 : 1280);
    }
    // A payment, the warm-up and a new seller: more than the default minute.
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
  });

  const cases = AREAS.flatMap(([area, , checks]) =>
    checks.map((check) => [`${area}: ${check.name}`, area, check] as const),
  );

  it.each(cases)('%s has no serious or critical violation', async (_name, area, check) => {
    const page = pages[area];
    if (!page) throw new Error(`No page for ${area}`);
    const path = check.path.replace('{session}', guestSessionId);
    expect(report(await violationsOf(page, { ...check, path }))).toEqual([]);
  });
});
