/**
 * Realistic products for the scale benchmark, made from the index alone (no randomness, so two
 * runs write the same table): names from apps and actions, the demo's categories, every
 * platform, prices, visibility states in the shop's proportions, one or two versions and an
 * automation file with a small manifest plus a PDF manual per published version.
 */
import { productFileKey } from '../../lambdas/repositories/file-storage';
import type { ProductBundle } from '../../lambdas/repositories/product-items';
import type { AutomationManifest } from '../../lambdas/rules/automation/manifest';
import { PLATFORMS, type Product } from '../../lambdas/rules/product';
import type { ProductFile, ProductVersion } from '../../lambdas/rules/product-content';

const APPS: readonly string[] =
  'Shopify,HubSpot,Salesforce,Slack,Gmail,Google Sheets,Notion,Airtable,Stripe,Zendesk,Intercom,Mailchimp,Trello,Asana,Jira,Pipedrive,QuickBooks,Xero,Typeform,Calendly,Zoom,OpenAI,Discord,Microsoft Teams,Dropbox,Google Drive,WooCommerce,ClickUp,Monday,Freshdesk'.split(
    ',',
  );
const THINGS: readonly string[] =
  'orders,leads,invoices,tickets,contacts,deals,form replies,meetings,payments,support chats,tasks,subscribers,receipts,reviews,sign-ups'.split(
    ',',
  );
const ACTIONS = [
  ['Sync', 'to'],
  ['Send', 'to'],
  ['Copy', 'into'],
  ['Summarise', 'in'],
  ['Route', 'to'],
  ['Log', 'in'],
  ['Escalate', 'to'],
  ['Enrich', 'in'],
  ['Back up', 'to'],
  ['Alert on', 'in'],
] as const;
/** The demo catalogue's categories. */
export const SCALE_CATEGORIES: readonly string[] =
  'AI,Customer Support,Finance,Marketing,Operations,Sales'.split(',');

const pick = <T>(list: readonly T[], value: number): T => list[value % list.length]!;

/** Spreads consecutive indexes over the lists (Knuth's multiplicative hash). */
function mix(index: number, salt: number): number {
  return Math.imul(index + 1, 2654435761 + salt * 40503) >>> 8;
}

export const SCALE_ID_PREFIX = 'scale-';

/** The id of product number `index`. */
const scaleProductId = (index: number) => `${SCALE_ID_PREFIX}${String(index).padStart(6, '0')}`;
/** Newest product: a fixed date, so runs agree; older ones one 13 minutes apart. */
const NEWEST = Date.UTC(2026, 9, 1);

export function scaleProductName(index: number): string {
  const [verb, joiner] = pick(ACTIONS, mix(index, 1));
  const from = pick(APPS, mix(index, 2));
  let to = pick(APPS, mix(index, 3));
  if (to === from) to = pick(APPS, mix(index, 3) + 1);
  return `${verb} ${from} ${pick(THINGS, mix(index, 4))} ${joiner} ${to}`;
}

/** Visibility in rough shop proportions: 86 % on sale, the rest each case once in 25-50. */
function visibility(
  index: number,
): Pick<Product, 'available_for_purchase' | 'coming_soon' | 'active' | 'has_published_version'> {
  const slot = mix(index, 5) % 50;
  return {
    available_for_purchase: slot >= 7,
    coming_soon: slot < 3,
    active: slot !== 3 && slot !== 4,
    has_published_version: slot !== 5 && slot !== 6,
  };
}

function manifest(index: number, platform: Product['platform'], name: string): AutomationManifest {
  const steps = 3 + (mix(index, 6) % 6);
  const apps = [pick(APPS, mix(index, 2)), pick(APPS, mix(index, 3))];
  return {
    platform: platform === 'Make' ? 'make' : platform === 'n8n' ? 'n8n' : 'zapier',
    name,
    triggers: [{ kind: 'app event', label: `New ${pick(THINGS, mix(index, 4))} in ${apps[0]}` }],
    stepCount: steps,
    apps: apps.map((app) => ({ key: app.toLowerCase().replace(/\W+/g, '-'), name: app, icon: '' })),
    credentials: apps.map((app) => `${app} account`),
    communityPackages: [],
    usesAi: apps.includes('OpenAI'),
    graph: {
      steps: Array.from({ length: steps }, (_, step) => ({
        id: `s${step + 1}`,
        name: step === 0 ? `Watch ${apps[0]}` : `Step ${step + 1}`,
        app: apps[step === 0 ? 0 : 1]!.toLowerCase().replace(/\W+/g, '-'),
        position: [step * 220, 0] as [number, number],
      })),
      edges: Array.from({ length: steps - 1 }, (_, step) => ({
        from: `s${step + 1}`,
        to: `s${step + 2}`,
        kind: 'main',
      })),
      truncated: false,
    },
  };
}

function files(
  product: Product,
  version: ProductVersion,
  index: number,
): (ProductFile & Record<string, unknown>)[] {
  const at = Date.parse(version.created_at);
  const base = {
    product_id: product.id,
    version_id: version.id,
    created_at: version.created_at,
    updated_at: version.created_at,
  };
  const slug = product.name.toLowerCase().replace(/\W+/g, '-');
  return [
    {
      ...base,
      id: `${version.id}-automation`,
      title: 'Automation',
      display_name: `${slug}-v${version.version_number}.json`,
      file_type: 'json',
      file_purpose: 'automation',
      platform: product.platform === 'Make' ? 'make.com' : 'general',
      file_path: productFileKey(product.id, version.id, 'automation', at, 'json'),
      order_position: 1,
      file_size: 4_000 + (mix(index, 7) % 60_000),
      automation_manifest: manifest(index, product.platform, product.name),
    },
    {
      ...base,
      id: `${version.id}-manual`,
      title: 'Setup guide',
      display_name: `${slug}-v${version.version_number}-guide.pdf`,
      file_type: 'pdf',
      file_purpose: 'manual',
      platform: 'pdf',
      file_path: productFileKey(product.id, version.id, 'manual', at + 1, 'pdf'),
      order_position: 1,
      file_size: 80_000 + (mix(index, 8) % 400_000),
    },
  ];
}

/** Product number `index` (0 = newest) with its versions and files; `sellerIds` share half. */
export function scaleProduct(index: number, sellerIds: readonly string[] = []): ProductBundle {
  const id = scaleProductId(index);
  const createdAt = new Date(NEWEST - index * 13 * 60_000).toISOString();
  const name = scaleProductName(index);
  const seen = visibility(index);
  const sellerId = sellerIds.length && index % 2 === 0 ? pick(sellerIds, mix(index, 9)) : undefined;
  const product: Product = {
    id,
    name,
    description: `${name}: every new item is picked up within a minute, checked and passed on with its details, so nobody copies it by hand. Includes setup steps and a test checklist.`,
    short_description: `${name}, automatically.`,
    price: 9 + (mix(index, 10) % 40) * 5,
    platform: pick(PLATFORMS, mix(index, 11)),
    category: pick(SCALE_CATEGORIES, mix(index, 12)),
    featured: mix(index, 13) % 50 === 0,
    image_url: '/placeholder.svg',
    prerequisites: 'An account on each app named in the title.',
    ...seen,
    created_at: createdAt,
    updated_at: createdAt,
    gallery_image_urls: [],
    video_youtube_id: '',
    revision: 1,
    ...(sellerId ? { seller_id: sellerId } : {}),
  };
  const twoVersions = mix(index, 14) % 4 === 0;
  const versions: ProductVersion[] = (twoVersions ? ['1.0.0', '1.1.0'] : ['1.0.0']).map(
    (number, position, all) => ({
      id: `${id}-v${position + 1}`,
      product_id: id,
      version_number: number,
      release_date: new Date(Date.parse(createdAt) + position * 86_400_000).toISOString(),
      is_latest: position === all.length - 1,
      is_published: seen.has_published_version,
      changelog: position === 0 ? 'First release.' : 'Handles empty fields; clearer errors.',
      created_at: new Date(Date.parse(createdAt) + position * 86_400_000).toISOString(),
      revision: 1,
    }),
  );
  return {
    product,
    versions,
    files: versions.flatMap((version) => files(product, version, index)),
  };
}
