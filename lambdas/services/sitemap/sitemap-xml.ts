/**
 * The sitemaps protocol (sitemaps.org): an index naming sitemap files of at most 50,000 URLs
 * (and 50 MB) each, every URL absolute and XML-escaped, with an optional W3C-date `lastmod`.
 * Pure text building: the job (sitemap-service.ts) feeds it pages of the catalogue.
 */

/** The protocol's limit of URLs in one sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;

/** Where the files live on the site (CloudFront serves the site bucket's objects as is). */
export const SITEMAP_PATHS = {
  index: 'sitemap.xml',
  robots: 'robots.txt',
  /** `sitemaps/pages-{n}.xml`, numbered from 1. */
  file: (number: number) => `sitemaps/pages-${number}.xml`,
} as const;

/**
 * Shop pages that are not products and ask to be indexed: the terms and the privacy policy say
 * noindex (web/src/features/static), so a sitemap naming them would contradict them.
 */
export const STATIC_PAGES = ['/', '/faq'] as const;

export interface SitemapUrl {
  /** Path on the site, starting with `/`. */
  path: string;
  /** ISO timestamp of the last change; only its date part is written. */
  lastmod?: string;
}

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The five characters XML text may not hold as they are. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The site URL without trailing slashes, so paths join with exactly one. */
export function siteOrigin(siteUrl: string): string {
  return siteUrl.replace(/\/+$/, '');
}

/** A product page's path; ids are encoded as the links of the shop's e-mails encode them. */
export function productPagePath(productId: string): string {
  return `/product/${encodeURIComponent(productId)}`;
}

/** `YYYY-MM-DD` (a valid W3C date) of an ISO timestamp; nothing for one that is not a date. */
function lastmodDate(iso: string | undefined): string | undefined {
  if (!iso) return undefined;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().slice(0, 10);
}

function entry(tag: 'url' | 'sitemap', location: string, lastmod?: string): string {
  const date = lastmodDate(lastmod);
  return (
    `<${tag}><loc>${escapeXml(location)}</loc>` +
    (date ? `<lastmod>${date}</lastmod>` : '') +
    `</${tag}>\n`
  );
}

/** One sitemap file (`urlset`); callers keep it within SITEMAP_MAX_URLS. */
export function buildUrlSet(siteUrl: string, urls: readonly SitemapUrl[]): string {
  if (urls.length > SITEMAP_MAX_URLS) {
    throw new Error(`A sitemap file holds at most ${SITEMAP_MAX_URLS} URLs, not ${urls.length}`);
  }
  const origin = siteOrigin(siteUrl);
  const body = urls.map((url) => entry('url', `${origin}${url.path}`, url.lastmod)).join('');
  return `${XML_HEADER}<urlset xmlns="${NAMESPACE}">\n${body}</urlset>\n`;
}

export interface SitemapFileRef {
  /** Object key / path on the site, without the leading `/`. */
  key: string;
  /** Newest lastmod of its URLs. */
  lastmod?: string;
}

/** The sitemap index naming every file. */
export function buildSitemapIndex(siteUrl: string, files: readonly SitemapFileRef[]): string {
  const origin = siteOrigin(siteUrl);
  const body = files
    .map((file) => entry('sitemap', `${origin}/${file.key}`, file.lastmod))
    .join('');
  return `${XML_HEADER}<sitemapindex xmlns="${NAMESPACE}">\n${body}</sitemapindex>\n`;
}

/** robots.txt: everything may be crawled but the private areas, and where the sitemap is. */
export function buildRobotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /seller',
    'Disallow: /myaccount',
    'Disallow: /downloads',
    'Disallow: /cart',
    'Disallow: /auth',
    '',
    `Sitemap: ${siteOrigin(siteUrl)}/${SITEMAP_PATHS.index}`,
    '',
  ].join('\n');
}

/**
 * Cuts a stream of URLs into files of at most `maxUrls`: `write` gets each full file as it
 * fills (so 50,000 products never sit in memory twice), and the answer is the index's list.
 */
export class SitemapSplitter {
  private urls: SitemapUrl[] = [];
  private readonly files: SitemapFileRef[] = [];

  constructor(
    private readonly siteUrl: string,
    private readonly write: (key: string, xml: string) => Promise<void>,
    private readonly maxUrls: number = SITEMAP_MAX_URLS,
  ) {}

  async add(url: SitemapUrl): Promise<void> {
    this.urls.push(url);
    if (this.urls.length >= this.maxUrls) await this.flush();
  }

  /** Writes what is left and answers every file written, in order. */
  async finish(): Promise<SitemapFileRef[]> {
    if (this.urls.length > 0 || this.files.length === 0) await this.flush();
    return [...this.files];
  }

  private async flush(): Promise<void> {
    const key = SITEMAP_PATHS.file(this.files.length + 1);
    const urls = this.urls;
    this.urls = [];
    await this.write(key, buildUrlSet(this.siteUrl, urls));
    const lastmod = urls
      .map((url) => url.lastmod)
      .filter((value): value is string => Boolean(lastmodDate(value)))
      .sort()
      .at(-1);
    this.files.push(lastmod ? { key, lastmod } : { key });
  }
}
