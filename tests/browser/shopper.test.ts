import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_PRODUCT_IDS } from '../../scripts/local/demo/ids';
import { launchBrowser, webUrl } from '../support/browser';

/**
 * Shopper pages: the product page, notify-me, the cart and the empty download page. The whole
 * purchase (checkout, payment, downloads, linking) is in purchase-journey.test.ts.
 */
const TRIAGE = DEMO_PRODUCT_IDS.ticketTriage;
const COMING_SOON = DEMO_PRODUCT_IDS.aiEmailDrafter;
/** The product the bench measures: its "What's inside" starts below a desktop screen. */
const LEAD_CAPTURE = DEMO_PRODUCT_IDS.leadCaptureCrm;

/** The page's localStorage, read through Playwright (the test code itself has no DOM types). */
async function stored(key: string): Promise<string | null> {
  const { origins } = await context.storageState();
  const origin = new URL(webUrl('/')).origin;
  const entry = origins.find((item) => item.origin === origin)?.localStorage ?? [];
  return entry.find((item) => item.name === key)?.value ?? null;
}

let browser: Browser;
let context: BrowserContext;
let page: Page;

describe('shopper pages in Chromium', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows a product with its gallery, prerequisites, contents and related products', async () => {
    await page.goto(webUrl(`/product/${TRIAGE}`));
    await page.getByRole('heading', { level: 1, name: 'Support Ticket Triage with GPT' }).waitFor();
    expect(await page.title()).toBe('Support Ticket Triage with GPT | Automation Marketplace');
    await page.getByRole('heading', { name: 'Prerequisites' }).waitFor();
    // The sections below the fold come once the visitor scrolls toward them.
    await page.mouse.wheel(0, 900);
    await page.getByRole('heading', { name: 'Product Contents Preview' }).waitFor();
    expect(await page.getByRole('button', { name: 'Purchase Required' }).count()).toBeGreaterThan(
      0,
    );
    await page.getByRole('heading', { name: 'Recommended Products' }).waitFor();
    expect(await page.getByRole('button', { name: /Show image/ }).count()).toBeGreaterThan(1);
    const link = page.getByRole('link', { name: 'n8n docs' });
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('loads the demo video from YouTube only when play is pressed', async () => {
    const youtube: string[] = [];
    // Nothing leaves the machine: the player's requests are recorded and refused.
    await page.route('https://www.youtube-nocookie.com/**', async (route) => {
      youtube.push(route.request().url());
      await route.abort();
    });
    await page.goto(webUrl(`/product/${TRIAGE}`));
    await page.getByRole('heading', { name: 'Product Demo' }).scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: /^Play video/ }).waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
    expect(youtube).toEqual([]);
    const requested = page.waitForRequest(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    await page.getByRole('button', { name: /^Play video/ }).click();
    const player = page.locator(
      'iframe[title="Support Ticket Triage with GPT – product demo video"]',
    );
    await player.waitFor({ state: 'attached' });
    expect(await player.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1$/,
    );
    await requested;
    await page.unroute('https://www.youtube-nocookie.com/**');
  });

  it('moves nothing on a product page while its later parts come (demo video, sections)', async () => {
    const fresh = await context.newPage();
    // Every layout shift from the first paint on, as Lighthouse's CLS sums them.
    await fresh.addInitScript(`
      window.__shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shifts += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    `);
    await fresh.goto(webUrl(`/product/${TRIAGE}`));
    await fresh
      .getByRole('heading', { level: 1, name: 'Support Ticket Triage with GPT' })
      .waitFor();
    // Scrolled down: the video's player comes into its frame, the sections below as they near.
    await fresh.mouse.wheel(0, 600);
    await fresh.getByRole('button', { name: /^Play video/ }).waitFor();
    await fresh.mouse.wheel(0, 1200);
    await fresh.getByRole('heading', { name: 'Product Contents Preview' }).waitFor();
    expect(await fresh.evaluate('window.__shifts')).toBe(0);
    await fresh.close();
  });

  it('fetches "What\'s inside" on a desktop screen only once the visitor scrolls', async () => {
    const desktop = await browser.newContext({ viewport: { width: 1350, height: 940 } });
    const fresh = await desktop.newPage();
    const chunk = /\/WhatsInside-[\w-]+\.js$/;
    const scripts: string[] = [];
    fresh.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    try {
      // Settled (no request for half a second), as the bench's first load counts it.
      await fresh.goto(webUrl(`/product/${LEAD_CAPTURE}`), { waitUntil: 'networkidle' });
      const section = fresh.getByRole('region', { name: "What's inside" });
      await section.waitFor();
      // Within a screen of the viewport, but not on it: nothing before the first scroll.
      expect(scripts.filter((url) => chunk.test(url))).toEqual([]);
      const requested = fresh.waitForRequest(chunk);
      await fresh.mouse.wheel(0, 300);
      await requested;
      await section.getByTestId('whats-inside').waitFor();
    } finally {
      await desktop.close();
    }
  });

  it('says when a product does not exist', async () => {
    await page.goto(webUrl('/product/no-such-product'));
    await page.getByRole('heading', { name: 'Product Not Found' }).waitFor();
  });

  it('checks the notify-me form before sending it', async () => {
    await page.goto(webUrl(`/product/${COMING_SOON}`));
    await page.getByRole('button', { name: 'Notify Me' }).click();
    const dialog = page.getByRole('dialog', { name: 'Notify me when available' });
    await dialog.getByRole('button', { name: 'Notify Me' }).click();
    await page.getByText('Please fill in both your name and email address.').waitFor();
    await dialog.getByLabel('Name').fill('Ann');
    await dialog.getByLabel('Email').fill(`ann-${Date.now()}@example.com`);
    await dialog.getByRole('button', { name: 'Notify Me' }).click();
    await page.getByText('Interest registered!').waitFor();
    await dialog.waitFor({ state: 'detached' });
  });

  it('adds to the cart once and keeps it in localStorage', async () => {
    await page.goto(webUrl(`/product/${TRIAGE}`));
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText('Added to Cart').first().waitFor();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText('This product is already in your cart').waitFor();
    expect(JSON.parse((await stored('shoppingCart')) ?? '[]')).toEqual([
      expect.objectContaining({ id: TRIAGE, name: 'Support Ticket Triage with GPT', price: 69 }),
    ]);
  });

  it('revalidates a stored cart on load: gone items removed, changed prices replaced', async () => {
    const gone = '00000000-0000-4000-8000-00000000dead';
    const cart = [
      { id: TRIAGE, name: 'Support Ticket Triage with GPT', price: 1 },
      { id: gone, name: 'Gone', price: 5 },
    ];
    await page.goto(webUrl('/downloads'));
    // The app saves its (empty) cart when it mounts; under load that can come after the page's
    // load event, so wait for the page before storing the cart it should read after the reload.
    await page.getByRole('heading', { name: 'No Downloads Found' }).waitFor();
    await page.evaluate(
      (value) => localStorage.setItem('shoppingCart', value),
      JSON.stringify(cart),
    );
    await page.reload();
    await page.getByText('Items Removed').first().waitFor();
    await page.getByText('Price Updates').first().waitFor();
    expect(JSON.parse((await stored('shoppingCart')) ?? '[]')).toEqual([
      expect.objectContaining({ id: TRIAGE, price: 69 }),
    ]);
  });

  it('shows the empty download page without a session', async () => {
    await page.goto(webUrl('/downloads'));
    await page.getByRole('heading', { name: 'No Downloads Found' }).waitFor();
  });
});
