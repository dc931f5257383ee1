import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { DEMO_PRODUCT_IDS } from '../../scripts/local/demo/ids';
import { DEMO_STOREFRONT_HANDLES } from '../../scripts/local/demo/storefronts';
import { DEMO_BUNDLE } from '../../scripts/local/demo/bundles';
import { getOrder } from '../../lambdas/repositories/order-repository';
import { putReviewRequest } from '../../lambdas/repositories/review-request-due';
import { getReviewRequest } from '../../lambdas/repositories/review-request-repository';
import { reviewRequestDueDay } from '../../lambdas/rules/review-request';
import { blockingViolations } from '../support/axe';
import { launchBrowser, signedInPage, webUrl } from '../support/browser';
import { paidGuestOrder } from '../support/checkout';
import { eventually } from '../support/eventually';

/**
 * A seller's storefront on a phone (390 px): reached from a product page's "By {seller}" line,
 * followed and unfollowed, with no serious or critical axe violations. The demo seller's
 * storefront and its follows come from the demo seed. Also the other e-mail link that works
 * without signing in: the review request's "Stop review requests".
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const PHONE = { viewport: { width: 390, height: 844 } };

async function followers(page: Page): Promise<number> {
  const text = await page.getByTestId('storefront-followers').textContent();
  return Number.parseInt(text ?? '', 10);
}

describe('seller storefront at 390 px', () => {
  it('opens from the product page, lists the products and follows the seller', async () => {
    const page = await signedInPage(browser, 'tester@example.com', PHONE);
    await page.goto(webUrl(`/product/${DEMO_PRODUCT_IDS.leadCaptureCrm}`));
    await page.getByRole('link', { name: 'Sam Automates' }).click();
    await page.waitForURL(`**/sellers/${DEMO_STOREFRONT_HANDLES.first}`);
    await page.getByRole('heading', { level: 1, name: 'Sam Automates' }).waitFor();
    await page.getByRole('heading', { name: 'Products' }).waitFor();
    expect(await page.getByRole('heading', { level: 3 }).count()).toBeGreaterThan(0);
    expect(await blockingViolations(page)).toEqual([]);
    // Nothing may stick out sideways on a phone.
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);

    const before = await followers(page);
    const follow = page.getByRole('button', { name: 'Follow', exact: true });
    await follow.click();
    const following = page.getByRole('button', { name: 'Following' });
    await following.waitFor();
    expect(await following.getAttribute('aria-pressed')).toBe('true');
    await eventually(
      () => followers(page),
      (count) => expect(count).toBe(before + 1),
    );
    expect(await blockingViolations(page)).toEqual([]);

    // Back to how the demo had it, for other runs against the same data.
    await following.click();
    await follow.waitFor();
    await eventually(
      () => followers(page),
      (count) => expect(count).toBe(before),
    );
    await page.context().close();
  });

  it("lists whom the buyer follows in their account, and the seller's follower count", async () => {
    const buyer = await signedInPage(browser, 'buyer@example.com', PHONE);
    await buyer.goto(webUrl('/myaccount?tab=settings'));
    const following = buyer.getByRole('region', { name: 'Following' });
    await following.getByRole('link', { name: 'Sam Automates' }).waitFor();
    await following.getByRole('link', { name: 'Nia Novak' }).waitFor();
    await following.getByRole('button', { name: 'Unfollow Nia Novak' }).waitFor();
    expect(await blockingViolations(buyer)).toEqual([]);
    await buyer.context().close();

    const seller = await signedInPage(browser, 'seller@example.com', PHONE);
    await seller.goto(webUrl('/seller/storefront'));
    await seller.getByLabel('Display name').waitFor();
    expect(await seller.getByLabel('Display name').inputValue()).toBe('Sam Automates');
    expect(await seller.getByTestId('own-follower-count').textContent()).toMatch(
      /^\d+ followers?$/,
    );
    expect(await blockingViolations(seller)).toEqual([]);
    await seller.context().close();
  });

  it('answers an unknown seller with its not-found page', async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(webUrl('/sellers/nobody-here'));
    await page.getByRole('heading', { name: 'Seller not found' }).waitFor();
    expect(await blockingViolations(page)).toEqual([]);
    await context.close();
  });

  it("lists the seller's bundles, and an unlisted one is gone from its public page", async () => {
    const seller = await signedInPage(browser, 'seller@example.com', PHONE);
    await seller.goto(webUrl('/seller/bundles'));
    const row = seller.getByTestId('seller-bundles').getByRole('row', {
      name: new RegExp(DEMO_BUNDLE.name),
    });
    await row.getByText('On sale', { exact: true }).waitFor();
    expect(await blockingViolations(seller)).toEqual([]);
    await row.getByRole('button', { name: `Unlist ${DEMO_BUNDLE.name}` }).click();
    await row.getByText('Unlisted', { exact: true }).waitFor();
    await row.getByText('This bundle is unlisted').waitFor();

    const shopper = await browser.newContext(PHONE);
    const page = await shopper.newPage();
    await page.goto(webUrl(`/bundles/${DEMO_BUNDLE.id}`));
    await page.getByRole('heading', { name: 'Bundle not found' }).waitFor();
    expect(await blockingViolations(page)).toEqual([]);
    await shopper.close();

    // Back to how the demo had it, for other tests and runs against the same data.
    await row.getByRole('button', { name: `List ${DEMO_BUNDLE.name}` }).click();
    await row.getByText('On sale', { exact: true }).waitFor();
    await seller.context().close();
  });

  it("stops review requests from the e-mail's link, and says when a link is not valid", async () => {
    const address = `asked-${randomUUID().slice(0, 8)}@example.com`;
    const sessionId = await paidGuestOrder([DEMO_PRODUCT_IDS.leadCaptureCrm], address);
    // The link the e-mail carries a week later: the order's request (the nightly job writes
    // it on its due day) and its secret.
    const day = reviewRequestDueDay((await getOrder(sessionId))?.paid_at ?? '');
    await putReviewRequest(day, sessionId);
    const token = (await getReviewRequest(day, sessionId))?.unsubscribe_token ?? '';
    const link = (secret: string) =>
      webUrl(
        `/review-requests/unsubscribe?${new URLSearchParams({ request: `${day}.${sessionId}`, token: secret })}`,
      );
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(link(token));
    const status = page.getByTestId('review-request-unsubscribe');
    await status.getByText(/^You will get no more review requests\./).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Review requests' }).waitFor();
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    expect(await blockingViolations(page)).toEqual([]);

    await page.goto(link(`${token}x`));
    await status.getByText('This unsubscribe link is not valid or has expired.').waitFor();
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    expect(await blockingViolations(page)).toEqual([]);
    await context.close();
  });
});
