import * as cardRead from '../../../../lambdas/repositories/catalogue-browse/card-read';
import { CARD_ATTRIBUTES } from '../../../../lambdas/repositories/catalogue-browse/card-read';
import {
  cardDigest,
  forgetSearchCards,
  MAX_KEPT_CARDS,
  searchPageCards,
} from '../../../../lambdas/services/search/search-cards';
import { testProduct } from '../../../support/product-fixtures';

jest.mock('../../../../lambdas/repositories/catalogue-browse/card-read', () => ({
  ...jest.requireActual<typeof cardRead>(
    '../../../../lambdas/repositories/catalogue-browse/card-read',
  ),
  getProductCards: jest.fn(),
}));

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

describe('the cards a search function holds', () => {
  const read = jest.mocked(cardRead.getProductCards);
  const cardOf = (id: string) => testProduct(id, { price: 10 });
  const readIds = () => read.mock.calls.map(([ids]) => [...ids]);

  beforeEach(() => {
    forgetSearchCards();
    read.mockReset();
    read.mockImplementation(async (ids) => ids.map(cardOf));
  });

  it('serves a held card while the index names its digest, and reads one it names another', async () => {
    const digest = cardDigest(cardOf('a'));
    await searchPageCards(['a', 'b'], () => digest);
    const held = await searchPageCards(['a'], () => digest);
    expect(held.get('a')).toMatchObject({ id: 'a', price: 10 });
    // 'b' was held under its own digest, which the index does not name here.
    await searchPageCards(['a', 'b'], () => digest);
    await searchPageCards(['a'], () => 'another digest');
    await searchPageCards(['a'], () => undefined);
    expect(readIds()).toEqual([['a', 'b'], ['b'], ['a'], ['a']]);
  });

  it(`holds at most ${MAX_KEPT_CARDS} cards, the least recently served dropped first`, async () => {
    const digestOf = (id: string) => cardDigest(cardOf(id));
    await searchPageCards(['first', 'second'], digestOf);
    const others = Array.from({ length: MAX_KEPT_CARDS - 1 }, (_, index) => `other-${index}`);
    await searchPageCards(['first'], digestOf);
    await searchPageCards(others, digestOf);
    read.mockClear();
    await searchPageCards(['first', 'second'], digestOf);
    expect(readIds()).toEqual([['second']]);
  });
});
