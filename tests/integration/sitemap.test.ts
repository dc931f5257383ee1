import { randomUUID } from 'node:crypto';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { dynamo, resetAwsClients, s3 } from '../../lambdas/infra/aws-clients';
import { ENV, resetConfigCache } from '../../lambdas/infra/config';
import { putProduct } from '../../lambdas/repositories/product-repository';
import type { Product } from '../../lambdas/rules/product';
import { generateSitemap } from '../../lambdas/services/sitemap/sitemap-service';
import { BUCKET_CORS, ensureBucket } from '../../scripts/local/provision';
import { useIsolatedTable } from '../support/isolated-table';
import { testProduct } from '../support/product-fixtures';

/**
 * The sitemap job against the local stack: DynamoDB Local's catalogue listing read page by page
 * (Queries of GSI1, never a Scan) and the files written into an s3rver bucket, as the dev
 * server and CloudFront serve them.
 */
let bucket: string;

async function siteFile(key: string): Promise<{ body: string; contentType?: string }> {
  const object = await s3().send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return { body: (await object.Body?.transformToString()) ?? '', contentType: object.ContentType };
}

const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');

const published = (id: string, overrides: Partial<Product> = {}) =>
  putProduct(testProduct(id, { has_published_version: true, ...overrides }));

beforeAll(async () => {
  await useIsolatedTable();
  bucket = `site-${randomUUID()}`;
  const endpoint = process.env[ENV.s3Endpoint];
  if (!endpoint) throw new Error('The sitemap test needs the local stack');
  await ensureBucket(endpoint, bucket, 'http://localhost', BUCKET_CORS.site);
  process.env[ENV.siteBucket] = bucket;
  resetConfigCache();
  resetAwsClients();
  for (let i = 1; i <= 5; i += 1) {
    await published(`on-sale-${i}`, {
      created_at: `2026-02-0${i}T10:00:00.000Z`,
      updated_at: `2026-03-0${i}T10:00:00.000Z`,
    });
  }
  await published('coming-soon', {
    available_for_purchase: false,
    coming_soon: true,
    created_at: '2026-01-15T00:00:00.000Z',
  });
  await published('withdrawn', { available_for_purchase: false, coming_soon: false });
  await published('inactive', { active: false });
  await published('draft-only', { has_published_version: false });
});

describe('the sitemap job', () => {
  it('lists the static pages and every product a shopper may open, split into files', async () => {
    const send = jest.spyOn(dynamo(), 'send');
    // 2 static pages + 6 products, 3 URLs a file -> 3 files; 2 products a Query page.
    const result = await generateSitemap({ maxUrlsPerFile: 3, pageSize: 2 });
    const commands = send.mock.calls.map(([command]) => command);
    send.mockRestore();

    expect(result.products).toBe(6);
    expect(result.files).toEqual([
      'sitemaps/pages-1.xml',
      'sitemaps/pages-2.xml',
      'sitemaps/pages-3.xml',
    ]);
    // Page by page from the product list (GSI3, listed products only): several Queries, no Scan.
    expect(commands.length).toBeGreaterThan(2);
    for (const command of commands) {
      expect(command.constructor.name).toBe('QueryCommand');
      expect((command.input as { IndexName?: string }).IndexName).toBe('GSI3');
    }

    const siteUrl = process.env[ENV.siteUrl] ?? '';
    const index = await siteFile('sitemap.xml');
    expect(index.contentType).toMatch(/^application\/xml/);
    expect(locs(index.body)).toEqual(result.files.map((key) => `${siteUrl}/${key}`));

    const urls: string[] = [];
    for (const key of result.files) urls.push(...locs((await siteFile(key)).body));
    expect(urls.slice(0, 2)).toEqual([`${siteUrl}/`, `${siteUrl}/faq`]);
    expect(urls.slice(2).sort()).toEqual(
      ['coming-soon', 'on-sale-1', 'on-sale-2', 'on-sale-3', 'on-sale-4', 'on-sale-5']
        .map((id) => `${siteUrl}/product/${id}`)
        .sort(),
    );

    // lastmod: the product's last change, or its creation when it never changed.
    const all = (await Promise.all(result.files.map(siteFile))).map((file) => file.body).join('');
    expect(all).toContain(`<loc>${siteUrl}/product/on-sale-3</loc><lastmod>2026-03-03</lastmod>`);
    expect(all).toContain(`<loc>${siteUrl}/product/coming-soon</loc><lastmod>2026-01-15</lastmod>`);
  });

  it('writes robots.txt naming the index at the configured site URL', async () => {
    await generateSitemap();
    const robots = await siteFile('robots.txt');
    expect(robots.contentType).toMatch(/^text\/plain/);
    expect(robots.body).toContain(`Sitemap: ${process.env[ENV.siteUrl]}/sitemap.xml`);
  });

  it('a product taken off sale leaves the sitemap on the next run', async () => {
    await published('on-sale-1', { available_for_purchase: false, coming_soon: false });
    const result = await generateSitemap();
    expect(result).toEqual({ products: 5, files: ['sitemaps/pages-1.xml'] });
    const urls = locs((await siteFile('sitemaps/pages-1.xml')).body);
    expect(urls).not.toContain(`${process.env[ENV.siteUrl]}/product/on-sale-1`);
    expect(urls).toContain(`${process.env[ENV.siteUrl]}/product/on-sale-2`);
  });
});
