import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { DEMO_PRODUCTS } from '../../scripts/local/demo/catalogue';
import { DEMO_PRODUCT_IDS } from '../../scripts/local/demo/ids';
import { launchBrowser, webUrl } from '../support/browser';
import { productCard } from '../support/shop-page';

/**
 * A guest buys with the keyboard alone, from the catalogue to the local Stripe page's Pay and
 * the success page: Tab to move, Enter or Space to act, typing for the e-mail; never a click.
 */
const product = DEMO_PRODUCTS.find((item) => item.id === DEMO_PRODUCT_IDS.invoiceOcr)!;
const email = `keyboard-${randomUUID().slice(0, 8)}@example.com`;
/** More stops than any page of the shop has before its main action. */
const MAX_TABS = 120;

let browser: Browser;
let page: Page;

/** The page's element as this test reads it (the test config has no DOM types). */
interface InPageElement {
  ownerDocument: { activeElement: unknown };
}

function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate(
    (element) => element === (element as unknown as InPageElement).ownerDocument.activeElement,
  );
}

/** Tabs forward until the target has the focus (it must be reachable), then presses the key. */
async function tabToAndPress(target: Locator, key: 'Enter' | 'Space'): Promise<void> {
  await target.waitFor();
  for (let stop = 0; stop < MAX_TABS; stop += 1) {
    if (await isFocused(target)) {
      await page.keyboard.press(key);
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`${String(target)} is not reachable with Tab`);
}

describe('keyboard-only purchase in Chromium', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('goes from the catalogue to Pay and the success page with Tab, Enter and Space', async () => {
    await page.goto(webUrl('/'));
    await tabToAndPress(productCard(page, product.name).getByRole('link').first(), 'Enter');
    await page.waitForURL((url) => url.pathname === `/product/${product.id}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();

    const main = page.getByRole('main');
    await tabToAndPress(main.getByRole('button', { name: 'Add to Cart' }).first(), 'Enter');
    await tabToAndPress(page.getByRole('banner').getByRole('button', { name: /^Cart/ }), 'Enter');
    await tabToAndPress(page.getByRole('link', { name: 'View Cart' }), 'Enter');
    await page.waitForURL((url) => url.pathname === '/cart');

    await tabToAndPress(page.getByLabel(/I understand/), 'Space');
    await tabToAndPress(page.getByLabel(/I agree/), 'Space');
    expect(await page.getByLabel(/I understand/).isChecked()).toBe(true);
    expect(await page.getByLabel(/I agree/).isChecked()).toBe(true);
    await tabToAndPress(page.getByRole('button', { name: 'Checkout' }), 'Enter');

    const emailField = page.getByLabel(/^Email/);
    await emailField.waitFor();
    for (let stop = 0; stop < MAX_TABS && !(await isFocused(emailField)); stop += 1) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.type(email);
    expect(await emailField.inputValue()).toBe(email);
    await tabToAndPress(page.getByRole('button', { name: 'Checkout' }), 'Enter');

    // The local Stripe checkout page.
    await page.waitForURL((url) => url.pathname.startsWith('/checkout/'), { timeout: 15_000 });
    expect(await page.locator('body').innerText()).toContain(product.name);
    await tabToAndPress(page.getByRole('button', { name: 'Pay' }), 'Enter');

    await page.waitForURL((url) => url.pathname === '/payment-success', { timeout: 15_000 });
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor({ timeout: 20_000 });
    await page.getByText(product.name).first().waitFor();
    await page.getByText(email).first().waitFor();
  });
});
