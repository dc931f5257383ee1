import type { Browser, Page } from 'playwright-core';
import { isVisibleInCatalogue } from '../../lambdas/rules/visibility';
import { DEMO_PRODUCTS } from '../../scripts/local/demo/catalogue';
import { launchBrowser, webUrl } from '../support/browser';
import { eventually } from '../support/eventually';

/** What an anonymous shopper should see, worked out from the seed with the shared rule. */
const visible = DEMO_PRODUCTS.filter((product) =>
  isVisibleInCatalogue(
    { ...product, has_published_version: product.versions.some((version) => version.is_published) },
    { isAdmin: false },
  ),
);

let browser: Browser;
let page: Page;

async function cardNames(): Promise<string[]> {
  return page.locator('[data-testid="product-card"] h3').allInnerTexts();
}

describe('catalogue in Chromium', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(webUrl('/'));
    await page.getByRole('heading', { name: 'Automation Marketplace', level: 1 }).waitFor();
    await page.locator('[data-testid="product-card"]').first().waitFor();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the heading and one card per visible product', async () => {
    expect(await page.title()).toContain('Automation Marketplace');
    const names = await cardNames();
    expect(names.sort()).toEqual(visible.map((product) => product.name).sort());
    const hidden = DEMO_PRODUCTS.filter((product) => !visible.includes(product));
    expect(hidden.length).toBeGreaterThan(0);
    for (const product of hidden) expect(names).not.toContain(product.name);
    // The first card's image is the phone's largest paint: fetched first, the others not.
    const images = page.locator('[data-testid="product-card"] img');
    const priorities: (string | null)[] = [];
    for (let index = 0; index < (await images.count()); index += 1) {
      priorities.push(await images.nth(index).getAttribute('fetchpriority'));
    }
    expect(priorities[0]).toBe('high');
    expect(priorities.slice(1).filter((value) => value === 'high')).toEqual([]);
  });

  it('searches names and descriptions, ignoring case', async () => {
    const target = visible[visible.length - 1]!;
    const search = page.getByPlaceholder('Search products...');
    await search.fill(target.name.toUpperCase());
    await eventually(cardNames, (names) => expect(names).toEqual([target.name]));
    await search.fill('no product is called like this');
    await page.getByText('No products found matching your criteria.').waitFor();
    await search.fill('');
    await eventually(cardNames, (names) => expect(names).toHaveLength(visible.length));
  });

  it('filters by platform and by category', async () => {
    const platform = page.getByLabel('Platform');
    await platform.selectOption('n8n');
    const n8n = visible
      .filter((product) => product.platform === 'n8n')
      .map((product) => product.name);
    expect(n8n.length).toBeGreaterThan(0);
    await eventually(cardNames, (names) => expect(names.sort()).toEqual(n8n.sort()));
    await platform.selectOption({ label: 'All Platforms' });

    const category = visible[0]!.category;
    await page.getByLabel('Category').selectOption(category);
    const inCategory = visible
      .filter((product) => product.category === category)
      .map((product) => product.name);
    await eventually(cardNames, (names) => expect(names.sort()).toEqual(inCategory.sort()));
  });

  it('offers Notify Me on coming-soon cards and Add to Cart on the others', async () => {
    await page.getByLabel('Category').selectOption({ label: 'All Categories' });
    const comingSoon = visible.find((product) => product.coming_soon)!;
    const available = visible.find((product) => !product.coming_soon)!;
    const card = (name: string) =>
      page.locator('[data-testid="product-card"]', {
        has: page.getByRole('heading', { name, exact: true }),
      });
    await eventually(
      () => card(comingSoon.name).getByRole('button', { name: 'Notify Me' }).count(),
      (count) => expect(count).toBe(1),
    );
    await eventually(
      () => card(available.name).getByRole('button', { name: 'Add to Cart' }).count(),
      (count) => expect(count).toBe(1),
    );
  });

  it('paints the catalogue before /config.json answers, and signs in once it has', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const early = await context.newPage();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await early.route('**/config.json', async (route) => {
      await held;
      await route.continue();
    });
    const listRequests: string[] = [];
    early.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/products') listRequests.push(request.url());
    });
    try {
      await early.goto(webUrl('/'));
      // The config is still held back here: the shop must not wait for it.
      await early.locator('[data-testid="product-card"]').first().waitFor();
      // Asked for once, by the preload before the app's code; the app's fetch reuses it.
      expect(await early.locator('link[rel="preload"][href="/api/products"]').count()).toBe(1);
      expect(listRequests).toHaveLength(1);
      release();
      await early.getByRole('button', { name: 'Sign In' }).first().click();
      await early.getByRole('dialog').waitFor();
      expect(await early.getByRole('dialog').count()).toBe(1);
    } finally {
      release();
      await context.close();
    }
  });
});
