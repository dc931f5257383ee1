import type { Browser, Page } from 'playwright-core';
import { launchBrowser, webUrl } from '../support/browser';
import { eventually } from '../support/eventually';

/**
 * Moving between pages as a browser would: a new page starts at the top, Back returns to where
 * the shopper left the previous one, and an unknown path shows the not-found page in the shell.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function phonePage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 700 } });
  return context.newPage();
}

const scrollY = async (page: Page) => Number(await page.evaluate('Math.round(window.scrollY)'));

describe('navigation in Chromium', () => {
  it('opens a product at the top and comes Back to the same place in the catalogue', async () => {
    const page = await phonePage();
    await page.goto(webUrl('/'));
    const cards = page.locator('main a[href^="/product/"]');
    await cards.first().waitFor();
    const last = cards.last();
    await last.scrollIntoViewIfNeeded();
    const left = await scrollY(page);
    expect(left).toBeGreaterThan(300);

    await last.click();
    await page.waitForURL(/\/product\//);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await eventually(
      () => scrollY(page),
      (y) => expect(y).toBe(0),
    );

    await page.goBack();
    await page.waitForURL(webUrl('/'));
    await eventually(
      () => scrollY(page),
      (y) => expect(Math.abs(y - left)).toBeLessThanOrEqual(2),
    );
    await page.context().close();
  });

  it("keeps the shopper's place while the catalogue's search writes the URL", async () => {
    const page = await phonePage();
    await page.goto(webUrl('/'));
    await page.locator('main a[href^="/product/"]').first().waitFor();
    await page.evaluate('window.scrollTo(0, 120)');
    await eventually(
      () => scrollY(page),
      (y) => expect(y).toBe(120),
    );
    // A small offset: the page stays tall enough for it whatever the search leaves.
    await page.getByRole('searchbox', { name: 'Search products' }).fill('a');
    await page.waitForURL(/[?&]q=a/);
    await eventually(
      () => scrollY(page),
      (y) => expect(y).toBe(120),
    );
    await page.context().close();
  });

  it('shows the not-found page inside the shell for an unknown path', async () => {
    const page = await phonePage();
    await page.goto(webUrl('/no-such-page'));
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await page.locator('header').count()).toBe(1);
    await page.context().close();
  });
});
