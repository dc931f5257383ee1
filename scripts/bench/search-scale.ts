import { gzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { SearchDocument } from '../../lambdas/rules/search/search-document';
import { PLATFORMS, toCatalogueProduct, type Platform } from '../../lambdas/rules/product';
import { mediaUrl } from '../../lambdas/rules/media';
import {
  applyDocumentChanges,
  emptySearchIndex,
  parseSearchIndex,
  serializeSearchIndex,
  type DocumentChange,
} from '../../lambdas/services/search/search-index';
import { runSearch } from '../../lambdas/services/search/search-ranking';
import { measureSearchCpu, type SearchCpuResult } from './search-cpu';
import { TARGETS, type Check } from './targets';

/**
 * The search index at the catalogue's design size, in memory: what the indexer writes, what a
 * cold search function downloads and loads, and how long a search takes over 50,000 products.
 * Names and descriptions are drawn from word lists (apps, verbs, objects and a few thousand
 * made-up words; a description names an app or a business object now and then), so the term
 * dictionary is about as varied as a real catalogue's.
 */
export const SCALE_PRODUCTS = 50_000;

const APPS = [
  'Slack',
  'HubSpot',
  'Salesforce',
  'Gmail',
  'Outlook',
  'Stripe',
  'Shopify',
  'Airtable',
  'Notion',
  'Trello',
  'Asana',
  'Jira',
  'GitHub',
  'Zendesk',
  'Intercom',
  'Mailchimp',
  'Xero',
  'QuickBooks',
  'Google Sheets',
  'Google Drive',
  'Dropbox',
  'Typeform',
  'Calendly',
  'Zoom',
  'Twilio',
  'OpenAI',
  'Pipedrive',
  'Monday',
  'ClickUp',
  'Discord',
  'Telegram',
  'WhatsApp',
];
const VERBS = [
  'Sync',
  'Alerts',
  'Digest',
  'Backup',
  'Report',
  'Router',
  'Reminders',
  'Import',
  'Export',
  'Triage',
  'Scoring',
  'Follow-up',
  'Onboarding',
  'Approval',
  'Tracker',
  'Summary',
];
const OBJECTS = [
  'Leads',
  'Invoices',
  'Orders',
  'Tickets',
  'Contacts',
  'Deals',
  'Tasks',
  'Meetings',
  'Payments',
  'Expenses',
  'Reviews',
  'Subscribers',
  'Issues',
  'Candidates',
];
const CATEGORIES = [
  'Sales',
  'Marketing',
  'Finance',
  'Support',
  'Operations',
  'E-commerce',
  'Productivity',
  'HR',
  'Engineering',
  'Analytics',
];

/** Deterministic, so every run measures the same catalogue. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) % 4_294_967_296;
    return state / 4_294_967_296;
  };
}

function madeUpWords(count: number, next: () => number): string[] {
  const syllables = ['ka', 'lo', 'mi', 'ne', 'ru', 'sa', 'to', 'vi', 'bre', 'dan', 'fel', 'gor'];
  return Array.from({ length: count }, () =>
    Array.from(
      { length: 2 + Math.floor(next() * 3) },
      () => syllables[Math.floor(next() * 12)],
    ).join(''),
  );
}

export function scaleCatalogue(count = SCALE_PRODUCTS): DocumentChange[] {
  const next = random(7);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const words = madeUpWords(20_000, next);
  return Array.from({ length: count }, (_, index) => {
    const apps = [pick(APPS), pick(APPS)].filter((app, at, all) => all.indexOf(app) === at);
    const id = `scale-${index}`;
    const description = Array.from({ length: 60 }, () =>
      next() < 0.03 ? pick(APPS) : next() < 0.08 ? pick(OBJECTS) : pick(words),
    ).join(' ');
    const fields: Omit<SearchDocument, 'card'> = {
      id,
      name: `${apps[0]} ${pick(OBJECTS)} ${pick(VERBS)} ${index}`,
      short_description: `${pick(VERBS)} ${pick(OBJECTS).toLowerCase()} with ${apps.join(' and ')}.`,
      description: description.slice(0, 1000),
      category: pick(CATEGORIES),
      platform: pick(PLATFORMS),
      apps: apps.map((app) => app.toLowerCase().replace(/ /g, '-')),
      app_names: apps.join(' '),
      price: 9 + Math.floor(next() * 200),
      featured: next() < 0.05,
      created_at: new Date(Date.UTC(2024, 0, 1) + index * 600_000).toISOString(),
      popularity: Math.floor(next() * 500),
      for_shoppers: next() < 0.95,
    };
    // As the indexer stores it: a card per product, with an uploaded image, a seller, app icons
    // and (for two in five) a rating, as large as a real one.
    const document: SearchDocument = {
      ...fields,
      card: toCatalogueProduct({
        ...fields,
        platform: fields.platform as Platform,
        image_url: mediaUrl(
          `9a1c2e3f-${String(index).padStart(4, '0')}-4b5c-8d6e-7f8091a2b3c4`,
          'b7e1c2d3-4f5a-4b6c-9d7e-8f90a1b2c3d4',
          'detail',
        ),
        available_for_purchase: fields.for_shoppers,
        coming_soon: false,
        seller_id: `5e11e700-0000-4000-8000-${String(index % 997).padStart(12, '0')}`,
        rating: index % 5 < 2 ? { average: 4.3, count: 1 + (index % 40) } : undefined,
        catalogue_apps: {
          first: apps.map((app) => ({ name: app, icon: `n8n/${app.toLowerCase()}.svg` })),
          total: apps.length,
        },
      }),
    };
    return {
      id,
      built: {
        document,
        apps: apps.map((app) => ({
          key: app.toLowerCase().replace(/ /g, '-'),
          name: app,
          icon: '',
        })),
      },
    };
  });
}

/** What a shopper types: whole words, typos, prefixes as typed, two words, a filter. */
export const SCALE_QUERIES: { q: string; platform?: string }[] = [
  { q: 'slack' },
  { q: 'slak' },
  { q: 'invocie' },
  { q: 'inv' },
  { q: 'hubspot leads' },
  { q: 'sal' },
  { q: 'stripe payments', platform: 'n8n' },
  { q: 'zendesk tickets triage' },
  { q: 'gogle sheets' },
  { q: 'on' },
];

function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;

export interface SearchScaleResult {
  products: number;
  buildSeconds: number;
  snapshotBytes: number;
  snapshotGzipBytes: number;
  loadMs: number;
  heapMb: number;
  searchP50Ms: number;
  searchP99Ms: number;
  /** One product changed: apply, vacuum and serialise the whole snapshot (the indexer's run). */
  updateMs: number;
  /** Time per search, 1,000 distinct queries over the scale bench's catalogue (search-cpu.ts). */
  cpu: SearchCpuResult;
}

export async function measureSearchScale(count = SCALE_PRODUCTS): Promise<SearchScaleResult> {
  const changes = scaleCatalogue(count);
  let started = performance.now();
  const built = emptySearchIndex();
  applyDocumentChanges(built, changes);
  const buildSeconds = (performance.now() - started) / 1000;
  const json = await serializeSearchIndex(built);
  const snapshotGzipBytes = gzipSync(json).byteLength;

  collectGarbage();
  const heapBefore = process.memoryUsage().heapUsed;
  started = performance.now();
  const loaded = parseSearchIndex(json);
  const loadMs = performance.now() - started;
  if (!loaded) throw new Error('The snapshot did not load');
  collectGarbage();
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;

  const durations: number[] = [];
  for (let round = 0; round < 20; round += 1) {
    for (const query of SCALE_QUERIES) {
      const at = performance.now();
      runSearch(loaded, { ...query, sort: 'relevance', limit: 24 }, { isAdmin: false });
      durations.push(performance.now() - at);
    }
  }
  durations.sort((a, b) => a - b);

  const change = changes[123]!;
  started = performance.now();
  applyDocumentChanges(loaded, [
    {
      id: change.id,
      built: { ...change.built!, document: { ...change.built!.document, name: 'Renamed' } },
    },
  ]);
  await serializeSearchIndex(loaded);
  const updateMs = performance.now() - started;
  const cpu = await measureSearchCpu(count, 1_000, collectGarbage);

  return {
    products: count,
    buildSeconds,
    snapshotBytes: Buffer.byteLength(json),
    snapshotGzipBytes,
    loadMs,
    heapMb,
    searchP50Ms: percentile(durations, 0.5),
    searchP99Ms: percentile(durations, 0.99),
    updateMs,
    cpu,
  };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Prints the figures and answers the bench's checks of them. */
export async function reportSearchScale(): Promise<Check[]> {
  const result = await measureSearchScale();
  console.log(`\nSearch index at ${result.products.toLocaleString('en')} products (in memory)`);
  console.log(
    `  snapshot ${mb(result.snapshotBytes)} (${mb(result.snapshotGzipBytes)} gzipped), built in ${result.buildSeconds.toFixed(1)} s`,
  );
  console.log(
    `  load ${result.loadMs.toFixed(0)} ms, heap ${result.heapMb.toFixed(0)} MB; search p50 ${result.searchP50Ms.toFixed(1)} ms, p99 ${result.searchP99Ms.toFixed(1)} ms; one change applied and saved in ${result.updateMs.toFixed(0)} ms`,
  );
  const { cpu } = result;
  console.log(
    `  CPU per search, ${cpu.queries} distinct queries over the scale catalogue: mean ${cpu.meanMs.toFixed(2)} ms, p50 ${cpu.p50Ms.toFixed(2)} ms, p99 ${cpu.p99Ms.toFixed(2)} ms; first search ${cpu.firstMs.toFixed(1)} ms, compiled view ${cpu.compiledHeapMb.toFixed(1)} MB (snapshot load ${cpu.loadMs.toFixed(0)} ms)`,
  );
  return [
    {
      name: 'search p99 at 50,000 products',
      ok: result.searchP99Ms <= TARGETS.searchP99Ms,
      detail: `${result.searchP99Ms.toFixed(1)} ms (target ${TARGETS.searchP99Ms} ms)`,
    },
    {
      name: 'search CPU p99 at 50,000 products',
      ok: cpu.p99Ms <= TARGETS.searchCpuP99Ms,
      detail: `${cpu.p99Ms.toFixed(2)} ms (target ${TARGETS.searchCpuP99Ms} ms)`,
    },
    {
      name: 'search snapshot load',
      ok: result.loadMs <= TARGETS.searchLoadMs,
      detail: `${result.loadMs.toFixed(0)} ms (target ${TARGETS.searchLoadMs} ms)`,
    },
    {
      name: 'search index heap',
      ok: result.heapMb <= TARGETS.searchHeapMb,
      detail: `${result.heapMb.toFixed(0)} MB (target ${TARGETS.searchHeapMb} MB)`,
    },
  ];
}

if (require.main === module) {
  void reportSearchScale().then((checks) => console.log(checks));
}
