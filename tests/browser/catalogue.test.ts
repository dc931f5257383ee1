import type { Browser, Page } from 'playwright-core';
import { isVisibleInCatalogue } from '../../lambdas/rules/visibility';
import { DEMO_PRODUCTS } from '../../scripts/local/demo/catalogue';
import { blockingViolations } from '../support/axe';
import { launchBrowser, webUrl } from '../support/browser';
import { eventually } from '../support/eventually';

/** What an anonymous shopper should see, worked out from the seed with the shared rule. */
const visible = DEMO_PRODUCTS.filter((product) =>
  isVisibleInCatalogue(
    { ...product, has_published_version: product.versions.some((version) => version.is_published) },
    { isAdmin: false },
  ),
);

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

describe('catalogue views at 390 px', () => {
  let phoneBrowser: Browser;
  let phone: Page;
  // The API breaks ties of price by id.
  const cheapestFirst = (a: (typeof visible)[number], b: (typeof visible)[number]) =>
    a.price - b.price || (a.id < b.id ? -1 : 1);
  const byPrice = [...visible].sort(cheapestFirst).map((product) => product.name);

  beforeAll(async () => {
    phoneBrowser = await launchBrowser();
    const context = await phoneBrowser.newContext({ viewport: { width: 390, height: 700 } });
    phone = await context.newPage();
    // Pages of 3 instead of 24, so the seed's dozen products take several pages.
    await phone.route('**/api/products?**', (route) => route.continue({ url: withLimit(route) }));
    await phone.route('**/api/products', (route) => route.continue({ url: withLimit(route) }));
  });

  afterAll(async () => {
    await phoneBrowser?.close();
  });

  function withLimit(route: { request: () => { url: () => string } }): string {
    const url = new URL(route.request().url());
    url.searchParams.set('limit', '3');
    return url.toString();
  }

  const names = () => phone.locator('[data-testid="product-card"] h3').allInnerTexts();

  it('keeps filters and sort in the address and loads more as the shopper scrolls', async () => {
    await phone.goto(webUrl('/'));
    await phone.locator('[data-testid="product-card"]').first().waitFor();
    expect(await names()).toHaveLength(3);
    await phone.getByLabel('Sort by').selectOption('price_asc');
    await phone.waitForURL(/[?&]sort=price_asc/);
    await eventually(names, (shown) => expect(shown).toEqual(byPrice.slice(0, 3)));
    // Scrolling to the end brings the next pages, in order, each product once.
    await eventually(
      async () => {
        await phone.mouse.wheel(0, 5_000);
        return names();
      },
      (shown) => expect(shown).toEqual(byPrice),
    );
    // A last full page may still name a next one, which answers empty: then no more to load.
    await eventually(
      async () => {
        await phone.mouse.wheel(0, 5_000);
        return phone.getByRole('button', { name: 'Load more' }).count();
      },
      (count) => expect(count).toBe(0),
    );
    expect(await names()).toEqual(byPrice);
    await phone.getByLabel('Min price').fill('30');
    await phone.getByLabel('Min price').press('Enter');
    await phone.waitForURL(/[?&]min_price=30/);
    const fromThirty = visible
      .filter((product) => product.price >= 30)
      .sort(cheapestFirst)
      .map((product) => product.name);
    await eventually(names, (shown) => expect(shown).toEqual(fromThirty.slice(0, 3)));
  });

  it('sorts by rating from the menu and the address, each card showing its rating, axe clean', async () => {
    await phone.goto(webUrl('/'));
    await phone.locator('[data-testid="product-card"]').first().waitFor();
    await phone.getByLabel('Sort by').selectOption('rating');
    await phone.waitForURL(/[?&]sort=rating/);
    const cards = phone.locator('[data-testid="product-card"]');
    const best = cards.first().getByRole('img', { name: /^Rated / });
    await best.waitFor();
    const label = (await best.getAttribute('aria-label')) ?? '';
    const [, average, count] = /^Rated ([1-5]\.\d) out of 5 from (\d+) reviews?$/.exec(label) ?? [];
    expect(average).toBeDefined();
    // Seen as "4.5 (2)": the same figures as the spoken label.
    expect((await best.innerText()).replace(/\s+/g, ' ')).toBe(`${average} (${count})`);
    // The address alone brings the sort back.
    await phone.reload();
    await cards.first().waitFor();
    expect(await phone.getByLabel('Sort by').inputValue()).toBe('rating');
    expect(await blockingViolations(phone)).toEqual([]);
    // Every page: reviewed products first, then the unreviewed, which show no rating.
    await eventually(
      async () => {
        await phone.mouse.wheel(0, 5_000);
        return names();
      },
      (shown) => expect(shown).toHaveLength(visible.length),
    );
    const rated: boolean[] = [];
    for (let index = 0; index < (await cards.count()); index += 1) {
      rated.push((await cards.nth(index).getByTestId('card-rating').count()) === 1);
    }
    expect(rated[0]).toBe(true);
    expect(rated.at(-1)).toBe(false);
    expect(rated.indexOf(false)).toBe(rated.lastIndexOf(true) + 1);
  });

  it('loads the next page with the Load more button from the keyboard', async () => {
    await phone.goto(webUrl('/?platform=Make'));
    await phone.locator('[data-testid="product-card"]').first().waitFor();
    const make = visible.filter((product) => product.platform === 'Make');
    const button = phone.getByRole('button', { name: 'Load more' });
    await button.focus();
    await phone.keyboard.press('Enter');
    await eventually(names, (shown) => expect(shown.length).toBeGreaterThan(3));
    await eventually(
      async () => {
        if (await button.count()) await button.click();
        return names();
      },
      (shown) => expect(shown.sort()).toEqual(make.map((product) => product.name).sort()),
    );
  });

  it('restores a shared view and the view left with Back, axe clean', async () => {
    const shared = webUrl('/?category=Marketing&sort=price_desc');
    await phone.goto(shared);
    const marketing = visible
      .filter((product) => product.category === 'Marketing')
      .sort((a, b) => -cheapestFirst(a, b))
      .map((product) => product.name);
    await eventually(names, (shown) => expect(shown).toEqual(marketing));
    expect(await phone.getByLabel('Category').inputValue()).toBe('Marketing');
    expect(await phone.getByLabel('Sort by').inputValue()).toBe('price_desc');
    expect(await blockingViolations(phone)).toEqual([]);
    // A filter chosen is a history entry: Back returns to the view before it.
    await phone.getByLabel('Platform').selectOption('n8n');
    await phone.waitForURL(/[?&]platform=n8n/);
    const marketingN8n = visible
      .filter((product) => product.category === 'Marketing' && product.platform === 'n8n')
      .map((product) => product.name);
    await eventually(names, (shown) => expect(shown).toEqual(marketingN8n));
    await phone.goBack();
    await phone.waitForURL((url) => !url.searchParams.has('platform'));
    await eventually(
      () => phone.getByLabel('Platform').inputValue(),
      (value) => expect(value).toBe(''),
    );
    await eventually(names, (shown) => expect(shown).toEqual(marketing));
    // Into a product and back: the same view, from the address.
    await phone.locator('[data-testid="product-card"] a').first().click();
    await phone.waitForURL(/\/product\//);
    await phone.goBack();
    await eventually(names, (shown) => expect(shown).toEqual(marketing));
    await eventually(
      () => phone.getByLabel('Category').inputValue(),
      (value) => expect(value).toBe('Marketing'),
    );
    const width = await phone.evaluate<number>('document.documentElement.scrollWidth');
    expect(width).toBeLessThanOrEqual(390);
  });
});
