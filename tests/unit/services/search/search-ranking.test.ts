import {
  applyDocumentChanges,
  emptySearchIndex,
  parseSearchIndex,
  SERVABLE_SNAPSHOT_FORMAT,
  serializeSearchIndex,
  type SearchIndex,
} from '../../../../lambdas/services/search/search-index';
import { runSearch, type SearchRequest } from '../../../../lambdas/services/search/search-ranking';
import { SEARCH_FIXTURE } from '../../../fixtures/search/catalogue';

const SHOPPER = { isAdmin: false };
const ADMIN = { isAdmin: true };

function fixtureIndex(): SearchIndex {
  const index = emptySearchIndex();
  applyDocumentChanges(index, SEARCH_FIXTURE);
  return index;
}

const index = fixtureIndex();

function ids(request: Partial<SearchRequest> & { q: string }, viewer = SHOPPER): string[] {
  return runSearch(index, { sort: 'relevance', limit: 48, ...request }, viewer).hits.map(
    (hit) => hit.id,
  );
}

describe('search ranking', () => {
  it('puts a product named after the words above one whose description mentions them', () => {
    const found = ids({ q: 'slack' });
    expect(found[0]).toBe('slack-alerts');
    expect(found).toContain('crm-sync');
    expect(found.indexOf('slack-alerts')).toBeLessThan(found.indexOf('crm-sync'));
  });

  it('forgives typos: one edit from four letters, a swapped pair from six', () => {
    expect(ids({ q: 'slak' })[0]).toBe('slack-alerts');
    expect(ids({ q: 'invocie' })).toEqual(
      expect.arrayContaining(['invoice-reminders', 'invoices-crm']),
    );
    // Three letters get no allowance: "sla" is a prefix, not a typo of "sly".
    expect(ids({ q: 'xyz' })).toEqual([]);
  });

  it('matches as the shopper types (prefixes)', () => {
    expect(ids({ q: 'invo' })).toEqual(
      expect.arrayContaining(['invoice-reminders', 'invoices-crm']),
    );
    // "zend" is also one edit from "send": the prefix of a name still ranks first.
    expect(ids({ q: 'zend' })[0]).toBe('zendesk-escalation');
  });

  it('folds plurals, so "invoices" and "invoice" find the same products', () => {
    expect(ids({ q: 'invoices' }).sort()).toEqual(ids({ q: 'invoice' }).sort());
  });

  it('finds a product by an app its automation uses and nothing else names', () => {
    expect(ids({ q: 'airtable' })).toEqual(['airtable-backup']);
    expect(ids({ q: 'mixpanel' })).toEqual(['churn-alerts']);
  });

  it('finds by category and platform words', () => {
    expect(ids({ q: 'zapier payroll' })).toEqual(['payroll-export']);
    expect(ids({ q: 'finance' })).toEqual(
      expect.arrayContaining(['receipt-ocr', 'payroll-export']),
    );
  });

  it('needs every word, and falls back to any word when nothing has all of them', () => {
    expect(ids({ q: 'slack zendesk' })).toEqual(['zendesk-escalation']);
    expect(ids({ q: 'slack qqqqqqqq' })[0]).toBe('slack-alerts');
  });

  it('breaks ties featured first, then newest', () => {
    expect(ids({ q: 'expense approval' })).toEqual(['twin-featured', 'twin-new', 'twin-old']);
  });

  it('combines the text with filters', () => {
    expect(ids({ q: 'slack', platform: 'n8n' })).toEqual(['zendesk-escalation']);
    expect(ids({ q: 'slack', app: 'shopify' })).toEqual(['shopify-orders']);
    expect(ids({ q: 'slack', category: 'Sales' }).sort()).toEqual(['crm-sync', 'slack-alerts']);
    const cheap = ids({ q: 'sheet', max_price: 20 });
    expect(cheap).toEqual(['stripe-dashboard']);
    expect(ids({ q: 'sheet', min_price: 20 }).sort()).toEqual(['price-tracker', 'survey-results']);
  });

  it('shows shoppers only products available or coming soon; admins all', () => {
    expect(ids({ q: 'standup' })).toEqual([]);
    expect(ids({ q: 'standup' }, ADMIN)).toEqual(['hidden-slack']);
  });

  it('counts facets over the matches, each without its own filter', () => {
    const { facets } = runSearch(
      index,
      { q: 'slack', platform: 'Zapier', sort: 'relevance', limit: 24 },
      SHOPPER,
    );
    // Platforms ignore the platform filter: every platform slack matches, with counts.
    expect(facets.platforms).toEqual([
      { value: 'Make', count: 2 },
      { value: 'n8n', count: 1 },
      { value: 'Zapier', count: 1 },
    ]);
    // Categories and apps count the Zapier matches only.
    expect(facets.categories).toEqual([{ value: 'E-commerce', count: 1 }]);
    expect(facets.apps).toEqual([
      { value: 'shopify', name: 'Shopify', icon: 'n8n/shopify.svg', count: 1 },
      { value: 'slack', name: 'Slack', icon: 'n8n/slack.svg', count: 1 },
    ]);
  });

  it('orders by price or popularity when asked', () => {
    const prices = runSearch(index, { q: 'sync', sort: 'price_asc', limit: 48 }, SHOPPER).hits;
    expect(prices.map((hit) => hit.price)).toEqual(
      [...prices.map((h) => h.price)].sort((a, b) => a - b),
    );
    const desc = runSearch(index, { q: 'sync', sort: 'price_desc', limit: 48 }, SHOPPER).hits;
    expect(desc.map((hit) => hit.id)).toEqual(prices.map((hit) => hit.id).reverse());
  });

  it('orders by rating when asked: reviewed first, the rest as the newest order, page by page', () => {
    const q = 'slack shopify sheet sync invoice';
    const matched = ids({ q });
    const [good, fair] = [matched[4]!, matched[1]!];
    const scores: Record<string, number> = { [good]: 4.2, [fair]: 3.5 };
    const rated = emptySearchIndex();
    applyDocumentChanges(
      rated,
      SEARCH_FIXTURE.map((change) =>
        change.built && scores[change.id] !== undefined
          ? {
              ...change,
              built: {
                ...change.built,
                document: { ...change.built.document, rating: scores[change.id] },
              },
            }
          : change,
      ),
    );
    const all = runSearch(rated, { q, sort: 'rating', limit: 48 }, SHOPPER).hits;
    const newest = runSearch(rated, { q, sort: 'newest', limit: 48 }, SHOPPER).hits;
    expect(all.map((hit) => hit.id)).toEqual([
      good,
      fair,
      ...newest.map((hit) => hit.id).filter((id) => id !== good && id !== fair),
    ]);
    const paged: string[] = [];
    let after: SearchRequest['after'];
    for (let page = 0; page < 20; page += 1) {
      const outcome = runSearch(rated, { q, sort: 'rating', limit: 3, after }, SHOPPER);
      paged.push(...outcome.hits.map((hit) => hit.id));
      if (!outcome.next) break;
      after = outcome.next;
    }
    expect(paged).toEqual(all.map((hit) => hit.id));
  });

  it('pages through every match once, in order, after each page’s last hit', () => {
    // No product has all of these words: any of them counts, which matches many.
    const q = 'slack shopify sheet sync invoice';
    const broad = runSearch(index, { q, sort: 'relevance', limit: 48 }, SHOPPER);
    expect(broad.total).toBeGreaterThan(10);
    const seen: string[] = [];
    let after: SearchRequest['after'];
    for (let page = 0; page < 20; page += 1) {
      const outcome = runSearch(index, { q, sort: 'relevance', limit: 4, after }, SHOPPER);
      seen.push(...outcome.hits.map((hit) => hit.id));
      if (!outcome.next) break;
      after = outcome.next;
    }
    expect(seen).toEqual(broad.hits.map((hit) => hit.id));
  });

  it('matches typos and prefixes in names, never in descriptions, where a whole word still counts', () => {
    const [base] = SEARCH_FIXTURE;
    const working = emptySearchIndex();
    const product = (id: string, name: string, description: string) => ({
      id,
      built: { ...base!.built!, document: { ...base!.built!.document, id, name, description } },
    });
    applyDocumentChanges(working, [
      product('ticket-triage', 'Ticket Triage', 'Sorts new requests.'),
      // "picked" is two edits from "ticket", "copies" starts with "cop": in every description.
      product('order-sync', 'Order Sync', 'Every new order is picked up and copies its lines.'),
      product('cop-report', 'Copper Price Report', 'Daily prices.'),
    ]);
    const find = (q: string) =>
      runSearch(working, { q, sort: 'relevance', limit: 10 }, SHOPPER).hits.map((hit) => hit.id);
    expect(find('tickets')).toEqual(['ticket-triage']);
    expect(find('tickte')).toEqual(['ticket-triage']);
    expect(find('cop')).toEqual(['cop-report']);
    expect(find('picked')).toContain('order-sync');
    expect(find('copies lines')).toEqual(['order-sync']);
  });
});

describe('search index upkeep', () => {
  it('survives a snapshot round trip with the same answers', async () => {
    const copy = parseSearchIndex(await serializeSearchIndex(fixtureIndex()));
    expect(copy).toBeDefined();
    const again = runSearch(copy!, { q: 'slak', sort: 'relevance', limit: 10 }, SHOPPER);
    const first = runSearch(index, { q: 'slak', sort: 'relevance', limit: 10 }, SHOPPER);
    expect(again.hits).toEqual(first.hits);
    expect(again.facets).toEqual(first.facets);
  });

  it('replaces an edited document, removes one that left, and skips an unchanged one', async () => {
    const working = fixtureIndex();
    const original = SEARCH_FIXTURE.find((change) => change.id === 'airtable-backup')!;
    expect(applyDocumentChanges(working, [original])).toBe(0);
    const renamed = {
      id: original.id,
      built: {
        ...original.built!,
        document: { ...original.built!.document, name: 'Quokka Vault' },
      },
    };
    expect(applyDocumentChanges(working, [renamed, { id: 'lead-scoring' }])).toBe(2);
    const after = parseSearchIndex(await serializeSearchIndex(working))!;
    const find = (q: string) =>
      runSearch(after, { q, sort: 'relevance', limit: 10 }, SHOPPER).hits.map((hit) => hit.id);
    expect(find('quokka')).toEqual(['airtable-backup']);
    expect(find('backup')).toEqual([]);
    expect(find('scoring')).toEqual([]);
  });

  it('indexes the app names and descriptions without the words the name already has', () => {
    const [base] = SEARCH_FIXTURE;
    const working = emptySearchIndex();
    const document = {
      ...base!.built!.document,
      id: 'repeats',
      name: 'Slack Alerts',
      short_description: 'Slack alerts, automatically.',
      description: 'Sends Slack alerts when deals close.',
    };
    applyDocumentChanges(working, [{ id: 'repeats', built: { ...base!.built!, document } }]);
    const [found] = working.engine.search('slack alerts deals automatically');
    expect(found?.match).toEqual({
      slack: ['name'],
      alert: ['name'],
      automatically: ['short_description'],
      deal: ['description'],
    });
  });

  it('refuses a snapshot of another format (the indexer rebuilds it)', () => {
    expect(parseSearchIndex(JSON.stringify({ format: 0, apps: [], index: {} }))).toBeUndefined();
  });

  it('serves a format-1 snapshot until the indexer has rebuilt it', async () => {
    const saved = JSON.parse(await serializeSearchIndex(fixtureIndex())) as { format: number };
    const older = JSON.stringify({ ...saved, format: 1 });
    expect(parseSearchIndex(older)).toBeUndefined();
    const served = parseSearchIndex(older, SERVABLE_SNAPSHOT_FORMAT);
    expect(
      runSearch(served!, { q: 'slak', sort: 'relevance', limit: 1 }, SHOPPER).hits[0]?.id,
    ).toBe('slack-alerts');
  });
});
