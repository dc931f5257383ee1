import { CARD_ATTRIBUTES } from '../../../../lambdas/repositories/catalogue-browse/card-read';
import { cardDigest } from '../../../../lambdas/services/search/search-cards';
import { testProduct } from '../../../support/product-fixtures';

describe('a search card’s digest', () => {
  const product = {
    ...testProduct('emu-sync', { rating: { average: 4.5, count: 2 } }),
    catalogue_apps: { first: [{ name: 'Slack', icon: 'n8n/slack.svg' }], total: 1 },
  };

  it('is the same for the indexer’s whole product item and the search function’s projection', () => {
    const projected = Object.fromEntries(
      CARD_ATTRIBUTES.filter((field) => field in product).map((field) => [field, product[field]]),
    );
    expect(cardDigest(projected)).toBe(cardDigest(product));
  });

  it('does not depend on the order a read gives a map’s keys', () => {
    const reordered = { ...product, rating: { count: 2, average: 4.5 } };
    expect(cardDigest(reordered)).toBe(cardDigest(product));
  });

  it.each([
    ['price', { price: 35 }],
    ['name', { name: 'Emu Sync 2' }],
    ['image', { image_url: 'https://example.com/other.png' }],
    ['availability', { available_for_purchase: false }],
    ['rating', { rating: { average: 4, count: 3 } }],
    ['retirement', { retired_at: '2026-11-27T00:00:00.000Z' }],
    ['apps', { catalogue_apps: { first: [{ name: 'Gmail', icon: '' }], total: 1 } }],
  ])('changes with the card’s %s', (_, change) => {
    expect(cardDigest({ ...product, ...change })).not.toBe(cardDigest(product));
  });
});
