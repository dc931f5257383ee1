import type { Browser, Page } from 'playwright-core';
import { blockingViolations, type BlockingViolation } from '../support/axe';
import { listed, visit, type PageCheck } from '../support/axe-pages';
import { ADMIN, PAYOUT_SELLER, SELLER } from '../support/axe-pages-office';
import { ANONYMOUS, BUYER, PHONE } from '../support/axe-pages-shop';
import { launchBrowser, signedInPage, webUrl } from '../support/browser';
import { payOnHostedPage, sessionIdOf } from '../support/checkout';
import { createPayoutSeller } from '../support/payouts';

/**
 * axe-core on every page of the shop, as each role sees it once its data has loaded: no serious
 * or critical violation (WCAG 2 A/AA and best practices). One browser, one signed-in context per
 * role.
 */
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

async function violationsOf(page: Page, check: PageCheck) {
  await visit(page, check.path);
  await check.ready(page);
  await check.open?.(page);
  const violations = await blockingViolations(page);
  await check.close?.(page);
  return violations;
}

function report(violations: BlockingViolation[]): string[] {
  return violations.map(
    (violation) =>
      `${violation.impact} ${violation.rule}: ${violation.help} at ${violation.targets.join(', ')}\n${violation.summary}`,
  );
}

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
