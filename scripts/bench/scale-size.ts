/**
 * One size of the scale bench (scale.ts), run as a child process so every size starts with
 * fresh module state (clients, caches) against a stack of its own:
 *
 *   node --import tsx scripts/bench/scale-size.ts {count} {result.json}
 *
 * The stack (preview-site.ts) holds the demo data plus {count} products (seed-scale.ts); the
 * figures are written to {result.json}.
 */
import { writeFileSync } from 'node:fs';
import {
  CATALOGUE_FACETS_REFRESH_SECONDS,
  SEARCH_INDEX_REFRESH_SECONDS,
} from '../../lib/constructs/api-routes';
import { ENV } from '../../lambdas/infra/config';
import { chromiumPresent } from './lighthouse';
import { measureLoadedScripts } from './loaded-scripts';
import { withPreviewSite } from './preview-site';
import { measureCatalogueAtScale, type CatalogueAtScale } from './scale-catalogue';
import { BENCH_SELLERS, measureLists, type Timed } from './scale-lists';
import { seedScale, type ScaleSeedResult } from './seed-scale';

export interface SizeReport {
  count: number;
  seed: ScaleSeedResult;
  catalogue: CatalogueAtScale;
  /** Gzip bytes of the scripts `/` loads in Chromium, mobile; undefined without Chromium. */
  homeJsBytes?: number;
  timings: Timed[];
}

/**
 * BENCH_SCALE_PARTS=catalogue measures the shoppers' catalogue alone (no browser, back office or
 * sitemap): the part a catalogue or search change moves, in a third of the time.
 */
const catalogueOnly = () => process.env.BENCH_SCALE_PARTS === 'catalogue';

/** One size in a stack of its own: seeded, then measured. */
export async function measureSize(count: number): Promise<SizeReport> {
  let seed: ScaleSeedResult | undefined;
  return withPreviewSite(
    async (site) => {
      const home =
        chromiumPresent() && !catalogueOnly()
          ? await measureLoadedScripts(site, [{ page: '/', path: '/' }])
          : [];
      const catalogue = await measureCatalogueAtScale(count);
      const timings = catalogueOnly() ? [] : await measureLists();
      return {
        count,
        seed: seed!,
        catalogue,
        homeJsBytes: home.find((entry) => entry.viewport === 'mobile')?.gzip,
        timings,
      };
    },
    {
      seedMore: async () => {
        // The stack's handler environment logs every request; the figures are what is read here.
        process.env.LOG_LEVEL = 'silent';
        // As deployed (api-routes.ts), not as locally: a warm container reuses its facet counts
        // and its copy of the search index for the edge cache time instead of rereading them
        // for every request.
        process.env[ENV.catalogueFacetsRefreshSeconds] = String(CATALOGUE_FACETS_REFRESH_SECONDS);
        process.env[ENV.searchIndexRefreshSeconds] = String(SEARCH_INDEX_REFRESH_SECONDS);
        seed = await seedScale(count, { sellerIds: BENCH_SELLERS });
      },
    },
  );
}

async function main(): Promise<void> {
  const [count, output] = process.argv.slice(2);
  if (!count || !output) throw new Error('usage: scale-size.ts {count} {result.json}');
  writeFileSync(output, JSON.stringify(await measureSize(Number(count))));
}

if (/scale-size\.ts$/.test(process.argv[1] ?? '')) {
  main().then(
    // The stack's clients keep sockets open: the figures are written, so end here.
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
