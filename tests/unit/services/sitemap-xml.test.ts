import {
  buildRobotsTxt,
  buildSitemapIndex,
  buildUrlSet,
  escapeXml,
  productPagePath,
  SITEMAP_MAX_URLS,
  SitemapSplitter,
} from '../../../lambdas/services/sitemap/sitemap-xml';

const SITE = 'https://shop.example.com/';

const countOf = (xml: string, tag: string) => xml.split(`<${tag}>`).length - 1;

describe('sitemap XML', () => {
  it('escapes the five XML characters in locations', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
    const xml = buildUrlSet(SITE, [{ path: '/faq?a=1&b=<2>' }]);
    expect(xml).toContain('<loc>https://shop.example.com/faq?a=1&amp;b=&lt;2&gt;</loc>');
    expect(xml).not.toContain('&b=');
  });

  it('encodes product ids into the path, then escapes them', () => {
    expect(productPagePath('a b&c')).toBe('/product/a%20b%26c');
    const xml = buildUrlSet(SITE, [{ path: productPagePath("it's") }]);
    expect(xml).toContain('<loc>https://shop.example.com/product/it&apos;s</loc>');
  });

  it('writes lastmod as a W3C date and leaves it out when unknown or invalid', () => {
    const xml = buildUrlSet(SITE, [
      { path: '/product/p1', lastmod: '2026-03-04T05:06:07.000Z' },
      { path: '/product/p2' },
      { path: '/product/p3', lastmod: 'not a date' },
    ]);
    expect(xml).toContain(
      '<url><loc>https://shop.example.com/product/p1</loc><lastmod>2026-03-04</lastmod></url>',
    );
    expect(xml).toContain('<url><loc>https://shop.example.com/product/p2</loc></url>');
    expect(xml).toContain('<url><loc>https://shop.example.com/product/p3</loc></url>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  });

  it('refuses a file over the protocol limit', () => {
    const urls = Array.from({ length: SITEMAP_MAX_URLS + 1 }, (_, i) => ({ path: `/p/${i}` }));
    expect(() => buildUrlSet(SITE, urls)).toThrow(/at most 50000/);
  });

  it('splits 100,001 URLs into files of 50,000, 50,000 and 1, named by the index', async () => {
    const written = new Map<string, string>();
    const splitter = new SitemapSplitter(SITE, async (key, xml) => {
      written.set(key, xml);
    });
    for (let i = 0; i < 2 * SITEMAP_MAX_URLS + 1; i += 1) {
      await splitter.add({
        path: `/product/p${i}`,
        lastmod: `2026-01-${String((i % 28) + 1).padStart(2, '0')}T00:00:00.000Z`,
      });
    }
    const files = await splitter.finish();
    expect(files.map((file) => file.key)).toEqual([
      'sitemaps/pages-1.xml',
      'sitemaps/pages-2.xml',
      'sitemaps/pages-3.xml',
    ]);
    expect([...written.keys()]).toEqual(files.map((file) => file.key));
    expect(files.map((file) => countOf(written.get(file.key) ?? '', 'url'))).toEqual([
      50_000, 50_000, 1,
    ]);
    // Each file's lastmod is its newest URL's.
    expect(files[0]?.lastmod).toBe('2026-01-28T00:00:00.000Z');
    expect(files[2]?.lastmod).toBe('2026-01-13T00:00:00.000Z'); // i = 100,000: day 100000 % 28 + 1

    const index = buildSitemapIndex(SITE, files);
    expect(countOf(index, 'sitemap')).toBe(3);
    expect(index).toContain(
      '<sitemap><loc>https://shop.example.com/sitemaps/pages-3.xml</loc><lastmod>2026-01-13</lastmod></sitemap>',
    );
  });

  it('writes one (empty) file for an empty catalogue, so the index is never empty', async () => {
    const written: string[] = [];
    const splitter = new SitemapSplitter(SITE, async (key) => {
      written.push(key);
    });
    expect((await splitter.finish()).map((file) => file.key)).toEqual(['sitemaps/pages-1.xml']);
    expect(written).toEqual(['sitemaps/pages-1.xml']);
  });

  it('names the index in robots.txt with the site URL and keeps crawlers out of private areas', () => {
    const robots = buildRobotsTxt(SITE);
    expect(robots).toContain('Sitemap: https://shop.example.com/sitemap.xml\n');
    expect(robots).toContain('Disallow: /admin\n');
    expect(robots).toContain('Disallow: /api/\n');
    expect(robots).not.toContain('Disallow: /product');
  });
});
