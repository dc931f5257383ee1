import type { AutomationManifest } from '../../../lambdas/rules/automation/manifest';
import {
  buildSearchDocument,
  DESCRIPTION_TEXT_MAX,
  plainText,
} from '../../../lambdas/rules/search/search-document';
import { searchTerm, typoAllowance } from '../../../lambdas/rules/search/search-terms';
import { testFile, testProduct, testVersion } from '../../support/product-fixtures';

function manifest(...apps: [string, string][]): AutomationManifest {
  return {
    platform: 'n8n',
    triggers: [],
    stepCount: apps.length,
    apps: apps.map(([key, name]) => ({ key, name, icon: `n8n/${key}.svg` })),
    credentials: [],
    communityPackages: [],
    usesAi: false,
    graph: { steps: [], edges: [], truncated: false },
  };
}

const published = testVersion('p', 'v2', { is_latest: true });
const older = testVersion('p', 'v1');
const draft = testVersion('p', 'v3', { is_published: false });

describe('the search document of a product', () => {
  it("carries the rating order's score of a reviewed product only", () => {
    const rated = buildSearchDocument(
      testProduct('p', { rating: { average: 4.8, count: 100 } }),
      [published],
      [],
    );
    expect(rated?.document.rating).toBeCloseTo((15 + 480) / 105, 6);
    const unrated = buildSearchDocument(testProduct('p'), [published], []);
    expect(unrated?.document).not.toHaveProperty('rating');
  });

  it('holds the words, the fields that filter, sort and count it, and its card', () => {
    const product = testProduct('p', {
      name: 'Slack Deal Alerts',
      short_description: '<b>Won</b> deals, posted',
      description: '## Setup\n\nPosts **won** deals to [Slack](https://slack.com).',
      featured: true,
      price: 49,
      catalogue_apps: { first: [{ name: 'Slack', icon: 'n8n/slack.svg' }], total: 2 },
    });
    const built = buildSearchDocument(
      product,
      [older, published, draft],
      [
        testFile('p', 'v2', 'flow', {
          automation_manifest: manifest(['slack', 'Slack'], ['hubspot', 'HubSpot']),
        }),
        testFile('p', 'v2', 'flow-2', { automation_manifest: manifest(['slack', 'Slack']) }),
        testFile('p', 'v1', 'old', { automation_manifest: manifest(['gmail', 'Gmail']) }),
        testFile('p', 'v3', 'next', { automation_manifest: manifest(['zoom', 'Zoom']) }),
      ],
    );
    expect(built?.document).toEqual({
      id: 'p',
      name: 'Slack Deal Alerts',
      short_description: 'Won deals, posted',
      description: 'Setup Posts won deals to Slack.',
      category: 'Sales',
      platform: 'Make',
      // The published latest version's apps, each once; older versions and drafts are not.
      apps: ['slack', 'hubspot'],
      app_names: 'Slack HubSpot',
      price: 49,
      featured: true,
      created_at: '2026-03-01T00:00:00.000Z',
      popularity: 0,
      for_shoppers: true,
      // The catalogue's card as is: the short description's markup kept, the long one left out.
      card: {
        id: 'p',
        name: 'Slack Deal Alerts',
        short_description: '<b>Won</b> deals, posted',
        price: 49,
        platform: 'Make',
        category: 'Sales',
        featured: true,
        image_url: product.image_url,
        available_for_purchase: true,
        coming_soon: false,
        created_at: '2026-03-01T00:00:00.000Z',
        apps: { first: [{ name: 'Slack', icon: 'n8n/slack.svg' }], total: 2 },
      },
    });
    expect(built?.apps).toEqual([
      { key: 'slack', name: 'Slack', icon: 'n8n/slack.svg' },
      { key: 'hubspot', name: 'HubSpot', icon: 'n8n/hubspot.svg' },
    ]);
  });

  it.each([
    ['inactive', { active: false }],
    ['without a published version', { has_published_version: false }],
    ['retired', { retired_at: '2026-04-01T00:00:00.000Z' }],
  ])('is none for a product %s', (_, overrides) => {
    expect(buildSearchDocument(testProduct('p', overrides), [published], [])).toBeUndefined();
  });

  it('is for admins only when the product is neither for sale nor coming soon', () => {
    const withdrawn = testProduct('p', { available_for_purchase: false, coming_soon: false });
    const soon = testProduct('p', { available_for_purchase: false, coming_soon: true });
    expect(buildSearchDocument(withdrawn, [published], [])?.document.for_shoppers).toBe(false);
    expect(buildSearchDocument(soon, [published], [])?.document.for_shoppers).toBe(true);
  });

  it('keeps at most DESCRIPTION_TEXT_MAX characters of a long description', () => {
    expect(plainText('word '.repeat(1000))).toHaveLength(DESCRIPTION_TEXT_MAX);
  });
});

describe('search terms', () => {
  it('folds case, accents and plurals the same way for the index and the query', () => {
    expect(searchTerm('Invoices')).toBe('invoice');
    expect(searchTerm('Café')).toBe('cafe');
    expect(searchTerm('business')).toBe('business');
    expect(searchTerm('the')).toBeNull();
  });

  it('allows more typos in longer words', () => {
    expect(['cat', 'slak', 'invocie'].map(typoAllowance)).toEqual([0, 1, 2]);
  });
});
