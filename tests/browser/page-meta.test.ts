import type { Browser, Page } from 'playwright-core';
import { DEMO_PRODUCTS } from '../../scripts/local/demo/catalogue';
import { DEMO_PRODUCT_IDS } from '../../scripts/local/demo/ids';
import { DEFAULT_DESCRIPTION } from '../../web/src/lib/site-meta';
import { launchBrowser, webUrl } from '../support/browser';
import { eventually } from '../support/eventually';

/**
 * Each page's <title> and <meta> elements (React hoists them into <head>): one description per
 * page, replaced on navigation, and noindex only on the pages that ask for it.
 */
interface HeadMeta {
  title: string;
  descriptions: string[];
  ogTitles: string[];
  robots: string[];
}

async function contents(page: Page, selector: string): Promise<string[]> {
  const elements = await page.locator(`head ${selector}`).all();
  return Promise.all(elements.map(async (meta) => (await meta.getAttribute('content')) ?? ''));
}

async function headMeta(page: Page): Promise<HeadMeta> {
  return {
    title: await page.title(),
    descriptions: await contents(page, 'meta[name="description"]'),
    ogTitles: await contents(page, 'meta[property="og:title"]'),
    robots: await contents(page, 'meta[name="robots"]'),
  };
}

const triage = DEMO_PRODUCTS.find((product) => product.id === DEMO_PRODUCT_IDS.ticketTriage)!;

let browser: Browser;
let page: Page;

describe('page title and meta in Chromium', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('gives a product page its name and description, and no noindex', async () => {
    await page.goto(webUrl(`/product/${triage.id}`));
    await page.getByRole('heading', { level: 1, name: triage.name }).waitFor();
    await eventually(
      () => headMeta(page),
      (meta) =>
        expect(meta).toEqual({
          title: `${triage.name} | Automation Marketplace`,
          descriptions: [triage.short_description],
          ogTitles: [`${triage.name} | Automation Marketplace`],
          robots: [],
        }),
    );
  });

  it('marks the terms noindex, and drops it again on the way back to the catalogue', async () => {
    await page.getByRole('link', { name: 'Terms & Conditions' }).click();
    await page.getByRole('heading', { level: 1, name: 'Terms & Conditions' }).waitFor();
    await eventually(
      () => headMeta(page),
      (meta) =>
        expect(meta).toEqual({
          title: 'Terms & Conditions | Automation Marketplace',
          descriptions: [DEFAULT_DESCRIPTION],
          ogTitles: ['Terms & Conditions | Automation Marketplace'],
          robots: ['noindex'],
        }),
    );
    await page.getByRole('link', { name: 'Automation Marketplace' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Automation Marketplace' }).waitFor();
    await eventually(
      () => headMeta(page),
      (meta) =>
        expect(meta).toEqual({
          title: 'Automation Marketplace',
          descriptions: [DEFAULT_DESCRIPTION],
          ogTitles: ['Automation Marketplace'],
          robots: [],
        }),
    );
  });

  it('serves the sitemap index, its files and robots.txt beside the SPA, not the SPA itself', async () => {
    // The local API's start runs the sitemap job once; its files may land a moment later.
    await eventually(
      () => page.request.get(webUrl('/robots.txt')),
      (answer) => expect(answer.status()).toBe(200),
    );
    const robots = await page.request.get(webUrl('/robots.txt'));
    expect(await robots.text()).toContain(`Sitemap: ${webUrl('/sitemap.xml')}`);
    const index = await page.request.get(webUrl('/sitemap.xml'));
    expect(index.headers()['content-type']).toMatch(/^application\/xml/);
    const files = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(files).toEqual([webUrl('/sitemaps/pages-1.xml')]);
    const urls = await (await page.request.get(webUrl('/sitemaps/pages-1.xml'))).text();
    expect(urls).toContain(`<loc>${webUrl(`/product/${triage.id}`)}</loc><lastmod>`);
    expect(urls).not.toContain('<!doctype html>');
  });
});
