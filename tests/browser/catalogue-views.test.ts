import type { Browser, Page } from 'playwright-core';
import { blockingViolations } from '../support/axe';
import { launchBrowser, webUrl } from '../support/browser';
import { visibleDemoProducts as visible } from '../support/demo-catalogue';
import { eventually } from '../support/eventually';

// The catalogue's views (filters, sort, paging, a shared view, Back) on a phone; the desktop
// page is in catalogue.test.ts.
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
