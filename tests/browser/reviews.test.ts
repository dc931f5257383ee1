import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { DEMO_PRODUCT_IDS } from '../../scripts/local/demo/ids';
import { blockingViolations } from '../support/axe';
import { launchBrowser, signedInPage, webUrl } from '../support/browser';
import { eventually } from '../support/eventually';
import { authDialog, toastWith } from '../support/shop-page';

/**
 * Reviews on the product page at 390 px, as the demo buyer: writing one (and the admin hiding
 * it), and weighing others' with "Helpful" and the "Most helpful" order the demo votes give; the
 * demo seller replying to a review of their product.
 */
let browser: Browser;
let phone: Page;
const PHONE = { width: 390, height: 844 };

const noSidewaysScroll = async (target: Page) =>
  expect(await target.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);

/** The ids of the listed reviews, top to bottom. */
const listed = async (target: Page) => {
  const items = await target.getByTestId('review').all();
  return Promise.all(items.map(async (item) => (await item.getAttribute('data-review-id')) ?? ''));
};

/** The count a review shows: "N people found this helpful", nothing while it is 0. */
async function helpfulCount(item: Locator): Promise<number> {
  const label = item.getByTestId('helpful-count');
  if ((await label.count()) === 0) return 0;
  return Number(/^(\d+)/.exec(await label.innerText())?.[1] ?? 'NaN');
}

async function openReviews(target: Page, productId: string) {
  await target.goto(webUrl(`/product/${productId}`));
  // The reviews are fetched once their section scrolls near.
  await target.locator('#reviews').scrollIntoViewIfNeeded();
  await target.getByTestId('review').first().waitFor();
}

describe('reviews on a 390 px phone', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
    phone = await signedInPage(browser, 'buyer@example.com', { viewport: PHONE });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('reviews an owned product on a phone, and the admin hides the review', async () => {
    const title = `Clear sheet ${randomUUID().slice(0, 8)}`;
    await phone.goto(webUrl(`/product/${DEMO_PRODUCT_IDS.stripeSheets}`));
    // The reviews are fetched once their section scrolls near.
    await phone.locator('#reviews').scrollIntoViewIfNeeded();
    await phone.getByRole('heading', { name: 'Write a review' }).waitFor();
    await phone.getByLabel('4 stars', { exact: true }).check();
    await phone.getByLabel('Display name (shown with your review)').fill('Demo B.');
    await phone.getByLabel('Title (optional)').fill(title);
    await phone.getByRole('button', { name: 'Submit review' }).click();
    await phone.getByRole('heading', { name: 'Your review' }).waitFor();
    await phone.getByRole('heading', { name: title, level: 3 }).waitFor();
    await phone.getByText('Verified purchase').first().waitFor();
    expect(await blockingViolations(phone)).toEqual([]);

    const admin = await signedInPage(browser, 'admin@example.com');
    await admin.goto(webUrl('/admin/reviews'));
    await admin.getByRole('button', { name: 'Recent' }).click();
    const item = admin.locator('li', { hasText: title }).first();
    await item.getByLabel('Reason').fill('Shown by mistake');
    await item.getByRole('button', { name: 'Hide review' }).click();
    await item.getByRole('button', { name: 'Restore review' }).waitFor();
    expect(await blockingViolations(admin)).toEqual([]);

    await phone.reload();
    await phone.locator('#reviews').scrollIntoViewIfNeeded();
    await phone.getByText('Your review is hidden and not shown to others.').waitFor();
    expect(await phone.getByRole('heading', { name: title, level: 3 }).count()).toBe(0);
    await noSidewaysScroll(phone);
    await admin.context().close();
  });

  it('marks another buyer\'s review helpful: the count rises and "Most helpful" reorders', async () => {
    await openReviews(phone, DEMO_PRODUCT_IDS.leadCaptureCrm);
    const newest = await listed(phone);
    expect(newest.length).toBeGreaterThan(2);
    await phone.getByLabel('Sort by').selectOption({ label: 'Most helpful' });
    // The demo's votes went to the oldest reviews: the order is not the newest-first one.
    await eventually(
      () => listed(phone),
      (ids) => {
        expect(ids).toHaveLength(newest.length);
        expect(ids).not.toEqual(newest);
      },
    );
    const before = await listed(phone);
    const targetId = before.at(-1) ?? '';
    const target = phone.locator(`[data-review-id="${targetId}"]`);
    const button = target.getByRole('button', { name: 'Helpful', exact: true });
    // A toggle once the page knows who is signed in.
    await eventually(
      () => button.getAttribute('aria-pressed'),
      (pressed) => expect(pressed).toBe('false'),
    );
    const count = await helpfulCount(target);
    expect(count).toBeLessThanOrEqual(await helpfulCount(phone.getByTestId('review').first()));

    await button.click();
    await eventually(
      async () => [await button.getAttribute('aria-pressed'), await helpfulCount(target)],
      (state) => expect(state).toEqual(['true', count + 1]),
    );
    // Read again, the list puts it above the reviews it now outweighs (a tie goes to the newer).
    await eventually(
      () => listed(phone),
      (ids) => expect(ids.indexOf(targetId)).toBeLessThan(before.length - 1),
    );
    await noSidewaysScroll(phone);
    expect(await blockingViolations(phone)).toEqual([]);

    // Taken back, the count and the order are as the demo left them.
    await button.click();
    await eventually(
      async () => [await button.getAttribute('aria-pressed'), await helpfulCount(target)],
      (state) => expect(state).toEqual(['false', count]),
    );
    await eventually(
      () => listed(phone),
      (ids) => expect(ids).toEqual(before),
    );

    // Refused by the server: the count shown at once goes back, with the server's reason.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await phone.route('**/helpful', async (route) => {
      await held;
      await route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Too many votes, please try again later' }),
      });
    });
    await button.click();
    await eventually(
      () => helpfulCount(target),
      (shown) => expect(shown).toBe(count + 1),
    );
    release();
    await toastWith(phone, 'Too many votes, please try again later');
    await eventually(
      async () => [await button.getAttribute('aria-pressed'), await helpfulCount(target)],
      (state) => expect(state).toEqual(['false', count]),
    );
    await phone.unroute('**/helpful');
  });

  it("dismisses a buyer's report from the admin's reported reviews", async () => {
    await openReviews(phone, DEMO_PRODUCT_IDS.leadCaptureCrm);
    const reported = phone.getByTestId('review').first();
    const author = (await reported.locator('p').first().innerText()).split(' · ')[0] ?? '';
    await reported.getByRole('button', { name: 'Report' }).click();
    await toastWith(phone, 'Thank you, the review was reported to the moderators');

    const admin = await signedInPage(browser, 'admin@example.com', { viewport: PHONE });
    await admin.goto(webUrl('/admin/reviews'));
    const item = admin.locator('li', { hasText: ` · ${author} · ` }).first();
    await item.getByLabel('Reason').fill('Nothing wrong with it');
    await item.getByRole('button', { name: 'Dismiss reports' }).click();
    await toastWith(admin, 'Reports dismissed');
    await eventually(
      () => admin.locator('li', { hasText: ` · ${author} · ` }).count(),
      (count) => expect(count).toBe(0),
    );
    await noSidewaysScroll(admin);
    expect(await blockingViolations(admin)).toEqual([]);
    await admin.context().close();
  });

  it('the seller replies to a review, edits and deletes the reply; a buyer sees it', async () => {
    const seller = await signedInPage(browser, 'seller@example.com', { viewport: PHONE });
    await openReviews(seller, DEMO_PRODUCT_IDS.leadCaptureCrm);
    const replyButton = (item: Locator) => item.getByRole('button', { name: 'Reply', exact: true });
    // A review the demo left without a reply (the page knows the seller once /api/me answers).
    await seller
      .getByRole('button', { name: /^(Reply|Edit reply)$/ })
      .first()
      .waitFor();
    const open = seller
      .getByTestId('review')
      .filter({ has: seller.getByRole('button', { name: 'Reply', exact: true }) })
      .first();
    const reviewId = (await open.getAttribute('data-review-id')) ?? '';
    const item = seller.locator(`[data-review-id="${reviewId}"]`);
    const text = `Thanks for the feedback ${randomUUID().slice(0, 8)}`;
    await replyButton(item).click();
    await item.getByLabel('Your reply').fill(text);
    await item.getByText(`${text.length} / 2000 characters`).waitFor();
    expect(await blockingViolations(seller)).toEqual([]);
    await noSidewaysScroll(seller);
    await item.getByRole('button', { name: 'Save reply' }).click();
    const shown = item.locator('div', { hasText: 'Reply from the seller' }).last();
    await shown.getByText(text).waitFor();
    // Focus goes back to the button the form replaced.
    await eventually(
      () => seller.evaluate<string>('document.activeElement?.textContent ?? ""'),
      (focused) => expect(focused).toBe('Edit reply'),
    );

    const edited = `${text} (edited)`;
    await item.getByRole('button', { name: 'Edit reply' }).click();
    expect(await item.getByLabel('Your reply').inputValue()).toBe(text);
    await item.getByLabel('Your reply').fill(edited);
    await item.getByRole('button', { name: 'Save reply' }).click();
    await shown.getByText(edited).waitFor();

    // Refused by the server: its reason in a toast, the saved reply still shown.
    await seller.route('**/reply', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Too many replies, please try again later' }),
      }),
    );
    await item.getByRole('button', { name: 'Edit reply' }).click();
    await item.getByLabel('Your reply').fill(`${edited} again`);
    await item.getByRole('button', { name: 'Save reply' }).click();
    await toastWith(seller, 'Too many replies, please try again later');
    await shown.getByText(edited, { exact: true }).waitFor();
    await item.getByRole('button', { name: 'Cancel' }).click();
    await seller.unroute('**/reply');

    // A buyer reads it after a reload.
    await openReviews(phone, DEMO_PRODUCT_IDS.leadCaptureCrm);
    const buyerItem = phone.locator(`[data-review-id="${reviewId}"]`);
    await buyerItem.getByText('Reply from the seller').waitFor();
    await buyerItem.getByText(edited).waitFor();
    expect(await buyerItem.getByRole('button', { name: 'Edit reply' }).count()).toBe(0);

    // Deleted after a confirmation, the demo state is back.
    await item.getByRole('button', { name: 'Delete reply' }).click();
    await seller.getByRole('dialog').getByRole('button', { name: 'Delete reply' }).click();
    await replyButton(item).waitFor();
    expect(await item.getByText('Reply from the seller').count()).toBe(0);
    await eventually(
      () => seller.evaluate<string>('document.activeElement?.textContent ?? ""'),
      (focused) => expect(focused).toBe('Reply'),
    );
    await seller.reload();
    await seller.locator('#reviews').scrollIntoViewIfNeeded();
    await replyButton(seller.locator(`[data-review-id="${reviewId}"]`)).waitFor();
    expect(await seller.getByText(edited).count()).toBe(0);
    await seller.context().close();
  });

  it('asks a signed-out visitor to sign in before marking a review helpful', async () => {
    const guest = await browser.newPage({ viewport: PHONE });
    await openReviews(guest, DEMO_PRODUCT_IDS.leadCaptureCrm);
    const first = guest.getByTestId('review').first();
    const button = first.getByRole('button', { name: 'Helpful', exact: true });
    expect(await button.getAttribute('aria-pressed')).toBeNull();
    await button.click();
    await authDialog(guest).waitFor();
    await guest.close();
  });
});
