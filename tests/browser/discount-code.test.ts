import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { DISCOUNT_MESSAGES } from '../../lambdas/rules/discounts';
import { formatUsd } from '../../lambdas/rules/money';
import { SITE_NAME } from '../../web/src/lib/site-meta';
import { DEMO_PRODUCTS } from '../../scripts/local/demo/catalogue';
import { DEMO_PRODUCT_IDS } from '../../scripts/local/demo/ids';
import { holdRequests } from '../support/hold-requests';
import { launchBrowser, signedInPage, webUrl } from '../support/browser';
import { productCard, toastWith } from '../support/shop-page';

/**
 * Discount codes in Chromium against the local stack: the admin creates a code on the back-office
 * page, a guest applies it in the cart (an unknown code first shows its message under the
 * field), sees the reduced total, and the local Stripe page charges exactly that.
 */
const product = DEMO_PRODUCTS.find((item) => item.id === DEMO_PRODUCT_IDS.socialScheduler)!;
const second = DEMO_PRODUCTS.find((item) => item.id === DEMO_PRODUCT_IDS.invoiceOcr)!;
const code = `AXE${randomUUID().slice(0, 6).toUpperCase()}`;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function newPage(): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.setDefaultTimeout(15_000);
  return page;
}

/** The header's cart icon opens its preview; "View Cart" leads to the cart page. */
async function openCartFromIcon(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: label }).click();
  await page.getByRole('link', { name: 'View Cart' }).click();
  await page.getByRole('heading', { name: 'Shopping Cart' }).waitFor();
}

describe('a discount code from the back office to the payment page', () => {
  it('the admin creates a 25% code on the discount codes page', async () => {
    // Signed in before the page loads (an API sign-in): the sign-in dialog is auth.test.ts's.
    const page = await signedInPage(browser, 'admin@example.com');
    page.setDefaultTimeout(15_000);
    await page.goto(webUrl('/admin'));
    await page.getByRole('link', { name: 'Discount codes' }).click();
    await page.getByRole('heading', { name: 'Discount codes' }).waitFor();
    await page.getByRole('button', { name: 'New discount code' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Code').fill(code.toLowerCase());
    await dialog.getByLabel(/Percent off/).fill('25');
    await dialog.getByLabel(/Usage limit/).fill('3');
    await dialog.getByRole('button', { name: 'Create code' }).click();
    await toastWith(page, `Discount code ${code} created`);
    const row = page.getByRole('row', { name: new RegExp(code) });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/25% off[\s\S]*Whole shop[\s\S]*Active[\s\S]*0 \/ 3/);
    await page.close();
  });

  it('a seller sees each refusal beside its field, then makes a code for all their products', async () => {
    const page = await signedInPage(browser, 'seller@example.com');
    page.setDefaultTimeout(15_000);
    await page.goto(webUrl('/seller/discount-codes'));
    await page.getByRole('button', { name: 'New discount code' }).click();
    const dialog = page.getByRole('dialog');
    // The admin's code above holds the name: the server's 409 lands beside the Code field.
    await dialog.getByLabel('Code').fill(code);
    const percent = dialog.getByLabel(/Percent off/);
    await percent.fill('150');
    await dialog.getByLabel('All my products').check();
    await dialog.getByRole('button', { name: 'Create code' }).click();
    const percentError = dialog.getByText('The percentage must be between 1 and 100');
    await percentError.waitFor();
    expect(await percent.getAttribute('aria-describedby')).toBe(
      await percentError.getAttribute('id'),
    );
    await percent.fill('20');
    await dialog.getByRole('button', { name: 'Create code' }).click();
    const codeField = dialog.getByLabel('Code');
    const taken = dialog.getByText('A discount code with this name already exists.');
    await taken.waitFor();
    expect(await codeField.getAttribute('aria-describedby')).toBe(await taken.getAttribute('id'));
    expect(await percentError.count()).toBe(0);

    const mine = `MINE${randomUUID().slice(0, 6).toUpperCase()}`;
    await codeField.fill(mine);
    await dialog.getByRole('button', { name: 'Create code' }).click();
    await toastWith(page, `Discount code ${mine} created`);
    const row = page.getByRole('row', { name: new RegExp(mine) });
    expect(await row.innerText()).toMatch(/20% off[\s\S]*All my products/);
    await page.close();
  });

  it('a guest applies it in the cart and pays the reduced total on the Stripe page', async () => {
    const page = await newPage();
    await page.goto(webUrl('/'));
    await productCard(page, product.name).getByRole('button', { name: 'Add to Cart' }).click();
    await toastWith(page, 'Added to Cart');
    await page.goto(webUrl('/cart'));
    const field = page.getByLabel('Discount code');
    await field.fill('NOPE-NOT-A-CODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('alert').filter({ hasText: DISCOUNT_MESSAGES.notValid }).waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');

    await field.fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Code ${code} applied` })
      .waitFor();
    const priceCents = Math.round(product.price * 100);
    const expectedCents = priceCents - Math.floor((priceCents * 2500 + 5000) / 10000);
    const total = page.getByTestId('cart-total');
    expect(await total.innerText()).toBe(formatUsd(expectedCents / 100));

    await page.getByLabel(/I understand/).check();
    await page.getByLabel(/I agree/).check();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.getByLabel(/^Email/).fill(`discount-${randomUUID().slice(0, 8)}@example.com`);
    await page.getByRole('button', { name: 'Checkout' }).click();

    await page.waitForURL((url) => url.pathname.startsWith('/checkout/'), { timeout: 15_000 });
    const stripeTotal = await page.locator('tr.total td.amount').innerText();
    expect(stripeTotal).toBe(formatUsd(expectedCents / 100));
    expect(await page.locator('body').innerText()).toContain(`Discount (${code})`);
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL((url) => url.pathname === '/payment-success', { timeout: 15_000 });
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor({ timeout: 20_000 });
    // The same figures as the receipt e-mail: the price, the discount on its own line, the total.
    const figures = await page.getByTestId('receipt-figures').innerText();
    expect(figures).toContain(formatUsd(product.price));
    expect(figures).toContain(`Discount (${code})`);
    expect(figures).toContain(`-${formatUsd((priceCents - expectedCents) / 100)}`);
    expect(figures).toMatch(new RegExp(`Total\\s+\\${formatUsd(expectedCents / 100)}`));
    await page.close();
  });

  it('a shared ?code= link fills the code in, and it stays with the cart until the payment page', async () => {
    const page = await newPage();
    // A seller's shared link: the code arrives before anything is in the cart.
    await page.goto(webUrl(`/?code=${code.toLowerCase()}`));
    await productCard(page, product.name).getByRole('button', { name: 'Add to Cart' }).click();
    await toastWith(page, 'Added to Cart');
    await openCartFromIcon(page, 'Cart, 1 item');
    const applied = page.getByRole('status').filter({ hasText: `Code ${code} applied` });
    await applied.waitFor();

    // Home and back through the cart icon, an item added after the code, and a reload.
    await page.getByRole('banner').getByRole('link', { name: SITE_NAME }).click();
    await productCard(page, second.name).getByRole('button', { name: 'Add to Cart' }).click();
    await toastWith(page, 'Added to Cart');
    await openCartFromIcon(page, 'Cart, 2 items');
    await applied.waitFor();
    await page.reload();
    await applied.waitFor();

    const cents = [product, second].map((item) => Math.round(item.price * 100));
    const expectedCents = cents.reduce(
      (sum, line) => sum + line - Math.floor((line * 2500 + 5000) / 10000),
      0,
    );
    expect(await page.getByTestId('cart-total').innerText()).toBe(formatUsd(expectedCents / 100));

    await page.getByLabel(/I understand/).check();
    await page.getByLabel(/I agree/).check();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.getByLabel(/^Email/).fill(`discount-${randomUUID().slice(0, 8)}@example.com`);
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/checkout/'), { timeout: 15_000 });
    expect(await page.locator('body').innerText()).toContain(`Discount (${code})`);
    expect(await page.locator('tr.total td.amount').innerText()).toBe(
      formatUsd(expectedCents / 100),
    );
    await page.close();
  });

  it("a code applied before the cart's checks have loaded is checked once they come", async () => {
    const page = await newPage();
    // The cart's checks come after the first load: held here, so Apply comes before them.
    const release = await holdRequests(page, /\/assets\/CartBackground-[\w-]+\.js$/);
    await page.goto(webUrl('/'));
    await productCard(page, product.name).getByRole('button', { name: 'Add to Cart' }).click();
    await toastWith(page, 'Added to Cart');
    await page.goto(webUrl('/cart'));
    await page.getByLabel('Discount code').fill(code);
    await page.getByRole('button', { name: 'Apply' }).click();
    const applied = page.getByRole('status').filter({ hasText: `Code ${code} applied` });
    expect(await applied.count()).toBe(0);
    release();
    await applied.waitFor();
    const priceCents = Math.round(product.price * 100);
    const expectedCents = priceCents - Math.floor((priceCents * 2500 + 5000) / 10000);
    expect(await page.getByTestId('cart-total').innerText()).toBe(formatUsd(expectedCents / 100));
    await page.close();
  });

  it('a removed code stays removed after a reload', async () => {
    const page = await newPage();
    await page.goto(webUrl(`/cart?code=${code}`));
    await page.getByText('Your cart is empty').waitFor();
    await page.goto(webUrl('/'));
    await productCard(page, product.name).getByRole('button', { name: 'Add to Cart' }).click();
    await toastWith(page, 'Added to Cart');
    await page.goto(webUrl('/cart'));
    const applied = page.getByRole('status').filter({ hasText: `Code ${code} applied` });
    await applied.waitFor();
    await applied.getByRole('button', { name: 'Remove' }).click();
    await page.getByLabel('Discount code').waitFor();
    await page.reload();
    await page.getByLabel('Discount code').waitFor();
    expect(await applied.count()).toBe(0);
    await page.close();
  });
});
