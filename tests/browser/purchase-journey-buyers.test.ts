import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { formatUsd, toCents } from '../../lambdas/rules/money';
import { atTestRate } from '../../lambdas/rules/presentment';
import { localisationParams } from '../../lambdas/services/checkout/checkout-localisation';
import { DEMO_PRODUCTS, DEMO_PURCHASES } from '../../scripts/local/demo/catalogue';
import { DEMO_PRODUCT_IDS } from '../../scripts/local/demo/ids';
import { launchBrowser, signedInPage, webUrl } from '../support/browser';
import { linkIn, waitForEmail } from '../support/mailbox';
import { productCard, toastWith } from '../support/shop-page';
import { localStripe } from '../support/checkout';
import { putPurchase } from '../../lambdas/repositories/user-repository';
import { DEMO_BUNDLE } from '../../scripts/local/demo/bundles';
import { blockingViolations } from '../support/axe';
import { createSignedInUser } from '../support/cognito-users';
import { shopDiscountCode } from '../support/stack-discounts';

/**
 * Buyers' journeys beside the guest's first purchase (purchase-journey.test.ts): an owner sees
 * Already Purchased, a German phone pays in euros, a bundle's lowered price with a code, and a
 * free and a pay-what-you-want product at 390 px.
 */
const product = DEMO_PRODUCTS.find((item) => item.id === DEMO_PRODUCT_IDS.socialScheduler)!;

let browser: Browser;

describe('purchase journey in Chromium', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('buyer@example.com sees Already Purchased on the products they own', async () => {
    // Signed in before the page loads (an API sign-in): the sign-in dialog is auth.test.ts's.
    const buyerPage = await signedInPage(browser, 'buyer@example.com');
    await buyerPage.goto(webUrl('/'));
    await buyerPage.getByTestId('user-menu').waitFor();
    const ownedIds = DEMO_PURCHASES.filter((p) => p.buyer_email === 'buyer@example.com').map(
      (p) => p.product_id,
    );
    for (const owned of DEMO_PRODUCTS.filter((item) => ownedIds.includes(item.id))) {
      const button = productCard(buyerPage, owned.name).getByRole('button', {
        name: 'Already Purchased',
      });
      await button.waitFor();
      expect(await button.isDisabled()).toBe(true);
    }
    await productCard(buyerPage, product.name)
      .getByRole('button', { name: 'Add to Cart' })
      .waitFor();
    await buyerPage.close();
  });

  it('a German buyer on a phone gets the checkout in German and pays in euros', async () => {
    // The test stack keeps the setting off; the session is made as the shop makes it with it on.
    const session = await localStripe('live').checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: toCents(product.price),
            product_data: { name: product.name },
          },
        },
      ],
      success_url: webUrl('/payment-canceled'),
      ...localisationParams(true),
    });
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'de-DE',
    });
    const phone = await context.newPage();
    await phone.goto(session.url ?? '');
    await phone.getByRole('heading', { name: 'Bezahlen' }).waitFor();
    expect(await phone.locator('html').getAttribute('lang')).toBe('de');
    const euros = atTestRate(toCents(product.price), 'eur') ?? 0;
    const shown = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(
      euros / 100,
    );
    const text = await phone.locator('body').innerText();
    expect(text).toContain(product.name);
    expect(text).toContain(shown);
    expect(text).toContain('1 USD = 0.92 EUR');
    expect(text).toContain('Abbrechen');
    // Fits the phone's width: nothing scrolls sideways.
    expect(
      await phone.evaluate(
        'document.documentElement.scrollWidth <= document.documentElement.clientWidth',
      ),
    ).toBe(true);

    await phone.getByRole('button', { name: 'Bezahlen' }).click();
    await phone.waitForURL((url) => url.pathname === '/payment-canceled', { timeout: 15_000 });
    const paid = await localStripe('live').checkout.sessions.retrieve(session.id);
    expect(paid).toMatchObject({ currency: 'usd', amount_total: toCents(product.price) });
    expect(paid.presentment_details).toEqual({
      presentment_amount: euros,
      presentment_currency: 'eur',
    });
    await context.close();
  });

  it('on a phone, a buyer owning one product of a bundle pays the lowered price with a code, gets the rest, then a free product', async () => {
    // A buyer of their own (the demo buyer's purchases are other tests'), owning Lead Capture.
    const buyer = await createSignedInUser();
    const code = await shopDiscountCode({ kind: 'amount', amount_off_cents: 1000 });
    await putPurchase({
      user_id: buyer.userId,
      product_id: DEMO_PRODUCT_IDS.leadCaptureCrm,
      purchase_date: new Date().toISOString(),
      amount_paid_cents: 4900,
      is_test: false,
    });
    const phone = await signedInPage(browser, buyer.email, {
      password: 'Password1',
      viewport: { width: 390, height: 844 },
    });
    await phone.goto(webUrl(`/product/${DEMO_PRODUCT_IDS.ticketTriage}`));
    // The sections below the demo video load as the shopper scrolls towards them.
    await phone.getByRole('heading', { name: 'Product Demo' }).scrollIntoViewIfNeeded();
    await phone.getByRole('heading', { name: 'Included in' }).waitFor();
    await phone.getByRole('link', { name: new RegExp(DEMO_BUNDLE.name) }).click();
    await phone.waitForURL((url) => url.pathname === `/bundles/${DEMO_BUNDLE.id}`);
    await phone.getByRole('heading', { level: 1, name: DEMO_BUNDLE.name }).waitFor();
    // $118 of products for $99; the buyer's $49 product comes off: $50.
    expect(await phone.getByTestId('bundle-saving').textContent()).toBe('$19.00');
    expect(await phone.getByTestId('bundle-owned-note').textContent()).toContain('$50.00');
    expect(await blockingViolations(phone)).toEqual([]);
    expect(await phone.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await phone.getByRole('button', { name: 'Add bundle to cart' }).click();
    await toastWith(phone, 'Added to Cart');

    await phone.goto(webUrl('/cart'));
    const note = phone.getByTestId('bundle-cart-note');
    await note.getByText('$50.00').waitFor();
    expect(await phone.getByTestId('cart-total').textContent()).toContain('$50.00');
    // A $10 code is spread over the bundle's lines: the cart shows what Stripe charges.
    await phone.getByLabel('Discount code').fill(code);
    await phone.getByRole('button', { name: 'Apply' }).click();
    await phone
      .getByRole('status')
      .filter({ hasText: `Code ${code} applied` })
      .waitFor();
    expect(await phone.getByTestId('cart-total').textContent()).toContain('$40.00');
    expect(await blockingViolations(phone)).toEqual([]);
    await phone.getByLabel(/I understand/).check();
    await phone.getByLabel(/I agree/).check();
    await phone.getByRole('button', { name: 'Checkout' }).click();
    await phone.waitForURL((url) => url.pathname.startsWith('/checkout/'), { timeout: 15_000 });
    expect(await phone.locator('tr.total td.amount').innerText()).toBe(formatUsd(40));
    await phone.getByRole('button', { name: 'Pay' }).click();
    await phone.waitForURL((url) => url.pathname === '/payment-success', { timeout: 15_000 });
    await phone.getByRole('heading', { name: 'Payment Successful!' }).waitFor({ timeout: 20_000 });

    await phone.goto(webUrl('/myaccount'));
    // Each product of the bundle, once: the one bought and the one owned before.
    await phone.getByRole('tab', { name: 'My Purchases (2)' }).waitFor();
    for (const id of DEMO_BUNDLE.product_ids) {
      const name = DEMO_PRODUCTS.find((item) => item.id === id)?.name ?? id;
      expect(await phone.getByTestId('purchase-card').filter({ hasText: name }).count()).toBe(1);
    }

    // Signed in, "Get it free" claims at once: the toast, then the product in the account.
    const free = DEMO_PRODUCTS.find((item) => item.id === DEMO_PRODUCT_IDS.dealWonHandoff)!;
    await phone.goto(webUrl(`/product/${free.id}`));
    await phone.getByRole('heading', { level: 1, name: free.name }).waitFor();
    await phone.getByRole('main').getByRole('button', { name: 'Get it free' }).click();
    await toastWith(phone, 'It is yours!');
    expect(await blockingViolations(phone)).toEqual([]);
    await phone.goto(webUrl('/myaccount'));
    await phone.getByRole('tab', { name: 'My Purchases (3)' }).waitFor();
    await phone.getByTestId('purchase-card').filter({ hasText: free.name }).waitFor();
    expect(await blockingViolations(phone)).toEqual([]);
    await phone.context().close();
  });

  it('at 390 px a guest gets a free product by e-mail and pays what they want for another', async () => {
    const free = DEMO_PRODUCTS.find((item) => item.id === DEMO_PRODUCT_IDS.dealWonHandoff)!;
    const email = `free-${randomUUID().slice(0, 8)}@example.com`;
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });

    await phone.goto(webUrl(`/product/${free.id}`));
    await phone.getByRole('heading', { level: 1, name: free.name }).waitFor();
    expect(await phone.getByRole('main').getByRole('button', { name: 'Add to Cart' }).count()).toBe(
      0,
    );
    await phone.getByRole('main').getByRole('button', { name: 'Get it free' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Get it free' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Send me the link' }).click();
    await dialog.getByRole('status').waitFor();
    expect(await blockingViolations(phone)).toEqual([]);
    const sent = await waitForEmail(email, /^Your free download/);
    await phone.goto(linkIn(sent, webUrl('/downloads?session=')));
    await phone.getByText(free.name).first().waitFor();

    // Pay what you want: $12.50 instead of the suggested price, charged as typed.
    const pwyw = DEMO_PRODUCTS.find((item) => item.id === DEMO_PRODUCT_IDS.zendeskEscalation)!;
    await phone.goto(webUrl(`/product/${pwyw.id}`));
    await phone.getByLabel('Your price (USD)').fill('12.50');
    await phone.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
    await toastWith(phone, 'Added to Cart');
    await phone.goto(webUrl('/cart'));
    const amount = phone.getByLabel(`Your price for ${pwyw.name}`);
    expect(await amount.inputValue()).toBe('12.50');
    expect(await phone.getByTestId('cart-total').innerText()).toContain('$12.50');
    expect(await blockingViolations(phone)).toEqual([]);
    await phone.getByLabel(/I understand/).check();
    await phone.getByLabel(/I agree/).check();
    await phone.getByRole('button', { name: 'Checkout' }).click();
    await phone.getByLabel(/^Email/).fill(email);
    await phone.getByRole('button', { name: 'Checkout' }).click();
    await phone.waitForURL((url) => url.pathname.startsWith('/checkout/'), { timeout: 15_000 });
    expect(await phone.locator('body').innerText()).toContain('$12.50');
    await phone.getByRole('button', { name: 'Pay' }).click();
    await phone.getByRole('heading', { name: 'Payment Successful!' }).waitFor({ timeout: 20_000 });
    await phone.close();
  });
});
