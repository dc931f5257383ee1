/**
 * `BENCH_SCALE=N npm run bench`: the catalogue at 500 products and at N side by side (only N
 * with BENCH_SCALE_ONLY=1), each size in a stack of its own (preview-site.ts: the demo data plus
 * N products from seed-scale.ts, listing items and facet counters included). At each size: the
 * seed's time; the shoppers' catalogue (scale-catalogue.ts: first page size, first page,
 * filtered page and search under load beside a raw listing Query); the home page's first-load
 * JS in Chromium (must not grow with the catalogue); the back office's product pages (admin,
 * seller, a name search, a search nothing matches) and the sitemap's full pass. DynamoDB
 * Local's speed is not AWS's: compare the two sizes rather than reading the milliseconds as
 * production's.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../lib/config';
import { TSX_LOADER } from '../local/services/node-services';
import { SCALE_ROUTES } from './scale-catalogue';
import type { SizeReport } from './scale-size';
import { kb, TARGETS } from './targets';

/** One size in a child process (scale-size.ts): its figures. */
async function measureInChild(count: number): Promise<SizeReport> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-bench-scale-'));
  const output = path.join(dir, 'result.json');
  try {
    const child = spawn(
      process.execPath,
      [
        '--import',
        TSX_LOADER,
        path.join(REPO_ROOT, 'scripts/bench/scale-size.ts'),
        String(count),
        output,
      ],
      { cwd: REPO_ROOT, stdio: 'inherit' },
    );
    const code = await new Promise<number | null>((resolve, reject) => {
      child.on('error', reject);
      child.on('exit', resolve);
    });
    if (code !== 0) throw new Error(`The scale bench at ${count} products failed (exit ${code})`);
    return JSON.parse(readFileSync(output, 'utf8')) as SizeReport;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The sizes a run compares: 500 and N (N only with BENCH_SCALE_ONLY=1). */
export function scaleSizes(count: number, only = process.env.BENCH_SCALE_ONLY === '1'): number[] {
  return only || count <= SMALL ? [count] : [SMALL, count];
}

const SMALL = 500;

const ms = (value: number) => `${value.toFixed(0)} ms`;

function printSideBySide(reports: SizeReport[]): void {
  const sizes = reports.map((report) => `${report.count} products`.padStart(26)).join('');
  console.log(`\nCatalogue at scale (DynamoDB Local, load average ${loadAverage()})`);
  console.log(`  ${''.padEnd(40)}${sizes}`);
  const row = (name: string, cell: (report: SizeReport) => string) =>
    console.log(`  ${name.padEnd(40)}${reports.map((r) => cell(r).padStart(26)).join('')}`);
  row('seed (items, time)', (r) => `${r.seed.items} in ${(r.seed.ms / 1000).toFixed(1)} s`);
  row(
    'first page JSON',
    (r) => `${kb(r.catalogue.firstPageBytes)}, ${r.catalogue.firstPageProducts} cards`,
  );
  row('filtered page', (r) => `${r.catalogue.filteredProducts} cards`);
  row('search pages', (r) => `${r.catalogue.searchProducts.join(', ')} cards`);
  row(
    'new queries: cards, none found',
    (r) =>
      `${r.catalogue.uncachedProbe.cards} in ${r.catalogue.uncachedProbe.queries}, ${r.catalogue.uncachedProbe.empty}`,
  );
  row('search index build (reconcile)', (r) => ms(r.catalogue.searchIndexMs));
  for (const name of Object.values(SCALE_ROUTES)) {
    const of = (r: SizeReport) => r.catalogue.comparisons.find((c) => c.name === name)!.comparison;
    row(`${name} p50 / p99`, (r) => `${ms(of(r).route.p50Ms)} / ${ms(of(r).route.p99Ms)}`);
    row('  raw listing Query p50 / p99', (r) => `${ms(of(r).raw.p50Ms)} / ${ms(of(r).raw.p99Ms)}`);
    row('  p99 over raw (median of rounds)', (r) => `x${of(r).p99Ratio.toFixed(2)}`);
  }
  console.log(
    "  (run with the deployed refresh times; the 50 clients share this process's one thread, " +
      "where a Lambda container serves one request at a time: a search's CPU queues here)",
  );
  row('home / first-load JS (mobile, gzip)', (r) =>
    r.homeJsBytes === undefined ? 'no Chromium' : kb(r.homeJsBytes),
  );
  for (const [index, timing] of reports[0]!.timings.entries()) {
    row(timing.name, (r) => `${ms(r.timings[index]!.p50Ms)} (max ${ms(r.timings[index]!.maxMs)})`);
  }
  for (const report of reports) {
    for (const timing of report.timings)
      console.log(`    at ${report.count}: ${timing.name}: ${timing.detail}`);
  }
}

function loadAverage(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
}

/** Measures every size, prints them side by side and checks the targets at each. */
export async function reportScale(
  count: number,
  check: (name: string, ok: boolean, detail: string) => void,
): Promise<void> {
  const reports: SizeReport[] = [];
  for (const size of scaleSizes(count)) {
    console.log(`\nAt ${size} products: seeding and measuring (load average ${loadAverage()})`);
    reports.push(await measureInChild(size));
  }
  printSideBySide(reports);
  const smallest = reports[0]!;
  for (const report of reports) {
    const at = `at ${report.count}`;
    check(
      `catalogue first page size ${at}`,
      report.catalogue.firstPageBytes <= TARGETS.scaleFirstPageBytes,
      `${kb(report.catalogue.firstPageBytes)} (target ${kb(TARGETS.scaleFirstPageBytes)})`,
    );
    for (const { name, comparison } of report.catalogue.comparisons) {
      check(
        `${name} errors ${at}`,
        comparison.route.errors <= TARGETS.apiErrors,
        `${comparison.route.errors}`,
      );
      check(
        `${name} p99 ${at}`,
        comparison.p99Ratio <= TARGETS.scaleP99OverRawQuery,
        `median x${comparison.p99Ratio.toFixed(2)} of the raw listing Query's p99 (target x${TARGETS.scaleP99OverRawQuery})`,
      );
    }
    if (report.homeJsBytes !== undefined && smallest.homeJsBytes !== undefined) {
      check(
        `home first-load JS ${at} not above ${smallest.count}'s`,
        report.homeJsBytes <= smallest.homeJsBytes + TARGETS.scaleHomeJsSlackBytes,
        `${kb(report.homeJsBytes)} against ${kb(smallest.homeJsBytes)}`,
      );
    }
    // A back-office page reads a bounded number of items.
    const pages = report.timings.filter(
      (entry) => entry.name.includes('first page') || entry.bounded,
    );
    for (const timing of pages) {
      check(
        `${timing.name} ${at}`,
        timing.p50Ms <= TARGETS.scaleListPageMs,
        `${timing.p50Ms.toFixed(0)} ms (target ${TARGETS.scaleListPageMs} ms)`,
      );
    }
  }
}
