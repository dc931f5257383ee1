import { config } from '../../infra/config';
import { log } from '../../infra/logger';
import { catalogueSitemapPages } from '../../repositories/sitemap-repository';
import { putSiteFile } from '../../repositories/site-storage';
import { isVisibleInCatalogue } from '../../rules/visibility';
import {
  buildRobotsTxt,
  buildSitemapIndex,
  productPagePath,
  SITEMAP_MAX_URLS,
  SITEMAP_PATHS,
  SitemapSplitter,
  STATIC_PAGES,
} from './sitemap-xml';

export interface SitemapRunResult {
  /** Product pages listed (those a signed-out shopper may open). */
  products: number;
  /** Sitemap files written (the index names each). */
  files: string[];
}

const XML = 'application/xml; charset=utf-8';

/**
 * Writes the sitemap files, then the index, then robots.txt. Files before the index, so the
 * index never names a file not written yet; a shrinking catalogue leaves higher-numbered files
 * from an earlier run behind, unnamed (crawlers only follow the index).
 */
export async function generateSitemap(
  options: {
    maxUrlsPerFile?: number;
    pageSize?: number;
    /** Where the files go; the site bucket unless a benchmark measures without S3. */
    write?: (key: string, body: string, contentType: string) => Promise<void>;
  } = {},
): Promise<SitemapRunResult> {
  const { siteUrl } = config();
  const write = options.write ?? putSiteFile;
  const splitter = new SitemapSplitter(
    siteUrl,
    (key, xml) => write(key, xml, XML),
    options.maxUrlsPerFile ?? SITEMAP_MAX_URLS,
  );
  for (const path of STATIC_PAGES) await splitter.add({ path });
  let products = 0;
  for await (const page of catalogueSitemapPages(options.pageSize)) {
    for (const product of page) {
      // Only what a signed-out shopper may open: an unavailable product is admin/owner only.
      if (!isVisibleInCatalogue(product, { isAdmin: false })) continue;
      products += 1;
      await splitter.add({
        path: productPagePath(product.id),
        lastmod: product.updated_at ?? product.created_at,
      });
    }
  }
  const files = await splitter.finish();
  await write(SITEMAP_PATHS.index, buildSitemapIndex(siteUrl, files), XML);
  await write(SITEMAP_PATHS.robots, buildRobotsTxt(siteUrl), 'text/plain; charset=utf-8');
  log('info', 'Sitemap written', { products, files: files.length });
  return { products, files: files.map((file) => file.key) };
}
