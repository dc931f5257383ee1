import type { Browser, Page } from 'playwright-core';
import { DEMO_PRODUCTS } from '../../scripts/local/demo/catalogue';
import { holdRequests } from '../support/hold-requests';
import { launchBrowser, webUrl } from '../support/browser';
import { visibleDemoProducts as visible } from '../support/demo-catalogue';
import { eventually } from '../support/eventually';

const FACETS = { categories: [], platforms: [], apps: [] };

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

  it("on a phone, loads the other cards' images only after the first card's, the largest paint", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const phone = await context.newPage();
    const images = new Set<string>();
    phone.on('request', (request) => {
      if (request.resourceType() === 'image' && /\.(webp|png|jpe?g)$/.test(request.url())) {
        images.add(new URL(request.url()).pathname);
      }
    });
    // The demo's product images: the first card's is held, as on a slow network.
    const release = await holdRequests(phone, /\/demo\/[^/]+\.webp$/);
    try {
      await phone.goto(webUrl('/'));
      const cards = phone.locator('[data-testid="product-card"]');
      // The product's picture (in the link above the name), not the app icons drawn after it.
      const picture = (index: number) => cards.nth(index).locator('a[aria-hidden="true"] img');
      await cards.nth(1).waitFor();
      const first = await picture(0).getAttribute('src');
      // Well within the page's 3 s fallback: only the first card's image was asked for.
      expect([...images]).toEqual([first]);
      expect(await picture(1).count()).toBe(0);
      release();
      await eventually(
        () => picture(1).count(),
        (count) => expect(count).toBe(1),
      );
      const second = await picture(1).getAttribute('src');
      await eventually(
        () => Promise.resolve([...images]),
        (asked) => expect(asked).toContain(second),
      );
    } finally {
      release();
      await context.close();
    }
  });

  it('asks the ranked search with the filters for search text, and shows its answer', async () => {
    // /api/search is its own route (ranked text search); here its answer is fixed, so this
    // checks what the page asks and how it shows the answer.
    const target = visible[visible.length - 1]!;
    const asked: string[] = [];
    await page.route('**/api/search?**', (route) => {
      asked.push(route.request().url());
      const found = new URL(route.request().url()).searchParams.get('q') === target.name;
      const products = found ? [{ ...target, created_at: '2026-01-01T00:00:00.000Z' }] : [];
      return route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ products, next_cursor: null, facets: FACETS }),
      });
    });
    const search = page.getByPlaceholder('Search products...');
    await search.fill(target.name);
    await eventually(cardNames, (names) => expect(names).toEqual([target.name]));
    expect(new URL(asked.at(-1)!).searchParams.get('q')).toBe(target.name);
    expect(page.url()).toContain('q=');
    await search.fill('no product is called like this');
    await page.getByText('No products found matching your criteria.').waitFor();
    await search.fill('');
    await eventually(cardNames, (names) => expect(names).toHaveLength(visible.length));
    await page.unroute('**/api/search?**');
  });

  it('filters by platform and by category', async () => {
    const platform = page.getByLabel('Platform');
    await platform.selectOption('n8n');
    await page.waitForURL(/[?&]platform=n8n/);
    const n8n = visible
      .filter((product) => product.platform === 'n8n')
      .map((product) => product.name);
    expect(n8n.length).toBeGreaterThan(0);
    await eventually(cardNames, (names) => expect(names.sort()).toEqual(n8n.sort()));
    await platform.selectOption('');

    const category = visible[0]!.category;
    await page.getByLabel('Category').selectOption(category);
    // The options count what shoppers can find (the facet counts).
    const inCategoryCount = visible.filter((product) => product.category === category).length;
    await eventually(
      () => page.getByLabel('Category').locator('option:checked').innerText(),
      (label) => expect(label).toBe(`${category} (${inCategoryCount})`),
    );
    const inCategory = visible
      .filter((product) => product.category === category)
      .map((product) => product.name);
    await eventually(cardNames, (names) => expect(names.sort()).toEqual(inCategory.sort()));
  });

  it('offers Notify Me on coming-soon cards and Add to Cart on the others', async () => {
    await page.getByLabel('Category').selectOption('');
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
    const release = await holdRequests(early, '**/config.json');
    const listRequests: string[] = [];
    early.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/products') listRequests.push(request.url());
    });
    try {
      await early.goto(webUrl('/'));
      // The config is still held back here: the shop must not wait for it.
      await early.locator('[data-testid="product-card"]').first().waitFor();
      // Asked for once, by index.html's landing hints before the app's code; the app takes
      // that answer, and the first card's image was preloaded from it.
      expect(listRequests).toHaveLength(1);
      const firstImage = await early
        .locator('[data-testid="product-card"] img')
        .first()
        .getAttribute('src');
      expect(
        await early.locator(`link[rel="preload"][as="image"][href="${firstImage}"]`).count(),
      ).toBe(1);
      // index.html's landing hints asked for the page's own chunk beside the entry.
      expect(
        await early.locator('link[rel="modulepreload"][href*="/CataloguePage-"]').count(),
      ).toBe(1);
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
