import {
  browseEntries,
  listingSortKey,
  priceKeyBound,
  publishedApps,
} from '../../../lambdas/repositories/catalogue-browse/browse-entries';
import { MAX_FACET_APPS } from '../../../lambdas/rules/catalogue-browse';
import { narrowestFacet } from '../../../lambdas/services/catalogue/catalogue-service';
import { app, fileUsing } from '../../support/catalogue-browse';
import { testProduct, testVersion } from '../../support/product-fixtures';

describe("the catalogue's listing items", () => {
  it('sorts price keys numerically and keeps a price range inside its bounds', () => {
    const cheap = listingSortKey('PRICE', testProduct('a', { price: 9.99 }), 0);
    const dear = listingSortKey('PRICE', testProduct('b', { price: 100 }), 0);
    expect(cheap < dear).toBe(true);
    expect(cheap >= priceKeyBound(999, false) && cheap <= priceKeyBound(999, true)).toBe(true);
    expect(dear <= priceKeyBound(9_999, true)).toBe(false);
  });

  it('orders featured before the rest, then by creation time', () => {
    const featured = listingSortKey('NEWEST', testProduct('f', { featured: true }), 0);
    const newer = listingSortKey('NEWEST', testProduct('n', { created_at: '2027-01-01' }), 0);
    expect(featured > newer).toBe(true);
    expect(
      listingSortKey('POPULAR', testProduct('p'), 12) >
        listingSortKey('POPULAR', testProduct('q'), 9),
    ).toBe(true);
  });

  it('orders by rating, reviewed before unreviewed, equal scores newest first', () => {
    const key = (id: string, created: string, count: number, sum: number) =>
      listingSortKey('RATING', testProduct(id, { created_at: created }), 0, { count, sum });
    const many = key('m', '2026-01-01', 100, 480);
    const one = key('o', '2026-06-01', 1, 5);
    const none = key('n', '2027-01-01', 0, 0);
    const olderTwin = key('t1', '2026-01-01', 2, 8);
    const newerTwin = key('t2', '2026-02-01', 2, 8);
    expect([none, one, many, olderTwin, newerTwin].sort().reverse()).toEqual([
      many,
      one,
      newerTwin,
      olderTwin,
      none,
    ]);
  });

  it("takes apps from the published version's files only, each once, at most the cap", () => {
    const many = Array.from({ length: MAX_FACET_APPS + 3 }, (_, index) => app(`a${index}`));
    const versions = [
      testVersion('p', 'v1', { is_latest: true }),
      testVersion('p', 'draft', { is_published: false }),
    ];
    const files = [
      fileUsing('p', 'v1', 'f1', [app('slack'), ...many]),
      fileUsing('p', 'v1', 'f2', [app('slack')]),
      fileUsing('p', 'draft', 'f3', [app('notion')]),
    ];
    const apps = publishedApps(versions, files).map((entry) => entry.key);
    expect(apps).toHaveLength(MAX_FACET_APPS);
    expect(apps[0]).toBe('slack');
    expect(apps).not.toContain('notion');
  });

  it('facets one app once whatever platform id each file gives it', () => {
    const versions = [testVersion('p', 'v1', { is_latest: true })];
    const files = [
      fileUsing('p', 'v1', 'f1', [{ key: 'hubspotcrm', name: 'HubSpot', icon: '' }]),
      fileUsing('p', 'v1', 'f2', [app('n8n-nodes-base.hubspot', 'HubSpot'), app('slack')]),
    ];
    expect(publishedApps(versions, files)).toEqual([
      { key: 'hubspot', name: 'HubSpot', icon: 'n8n/n8n-nodes-base.hubspot.svg' },
      { key: 'slack', name: 'Slack', icon: 'n8n/slack.svg' },
    ]);
  });

  it('lists nothing for an unlisted or retired product and counts only what shoppers see', () => {
    expect(browseEntries(testProduct('x', { active: false }), [], 0).listings).toEqual([]);
    expect(browseEntries(testProduct('r', { retired_at: '2026-01-01' }), [], 0).listings).toEqual(
      [],
    );
    const hidden = browseEntries(
      testProduct('h', { available_for_purchase: false }),
      [app('s')],
      0,
    );
    expect(hidden.listings).toHaveLength(4 * 4);
    expect(hidden.listings.every((listing) => !listing.shopper)).toBe(true);
    expect(hidden.counters).toEqual([]);
    const shown = browseEntries(testProduct('s'), [app('s')], 0);
    expect(shown.counters.map((counter) => counter.SK)).toEqual([
      'CATEGORY#Sales',
      'PLATFORM#Make',
      'APP#s',
    ]);
  });

  it('serves a combination from the facet value with the fewest products', () => {
    const facets = {
      categories: [{ value: 'Sales', count: 40 }],
      platforms: [{ value: 'n8n', count: 900 }],
      apps: [{ value: 'slack', name: 'Slack', count: 7 }],
    };
    expect(narrowestFacet({ category: 'Sales', platform: 'n8n', app: 'slack' }, facets)).toEqual([
      'APP',
      'slack',
    ]);
    expect(narrowestFacet({ category: 'Sales', platform: 'n8n' }, facets)).toEqual([
      'CATEGORY',
      'Sales',
    ]);
    expect(narrowestFacet({ platform: 'n8n', app: 'unknown' }, facets)).toEqual(['APP', 'unknown']);
    expect(narrowestFacet({}, facets)).toBeUndefined();
  });
});
