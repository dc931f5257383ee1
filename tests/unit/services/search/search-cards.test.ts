import * as cardRead from '../../../../lambdas/repositories/catalogue-browse/card-read';
import { toCatalogueProduct, type Product } from '../../../../lambdas/rules/product';
import { buildSearchDocument } from '../../../../lambdas/rules/search/search-document';
import { searchPageCards } from '../../../../lambdas/services/search/search-cards';
import {
  applyDocumentChanges,
  emptySearchIndex,
  parseSearchIndex,
  serializeSearchIndex,
} from '../../../../lambdas/services/search/search-index';
import { testProduct, testVersion } from '../../../support/product-fixtures';

jest.mock('../../../../lambdas/repositories/catalogue-browse/card-read', () => ({
  ...jest.requireActual<typeof cardRead>(
    '../../../../lambdas/repositories/catalogue-browse/card-read',
  ),
  getProductCards: jest.fn(),
}));

const shopper = { isAdmin: false };
const emu: Product = {
  ...testProduct('emu-sync', { price: 29, rating: { average: 4.5, count: 2 } }),
  catalogue_apps: { first: [{ name: 'Slack', icon: 'n8n/slack.svg' }], total: 1 },
};
const ibis = testProduct('ibis-report', { price: 49, image_url: '/demo/ibis.webp' });

/** An index of the two products as the indexer builds it, saved and loaded again. */
async function indexOf(...products: Product[]) {
  const index = emptySearchIndex();
  applyDocumentChanges(
    index,
    products.map((product) => ({
      id: product.id,
      built: buildSearchDocument(
        product,
        [testVersion(product.id, `${product.id}-v1`, { is_latest: true })],
        [],
      ),
    })),
  );
  return parseSearchIndex(await serializeSearchIndex(index))!;
}

describe('the cards of a search page', () => {
  const read = jest.mocked(cardRead.getProductCards);

  beforeEach(() => {
    read.mockReset();
    read.mockResolvedValue([]);
  });

  it('are the cards the index was built with, in the page’s order, app icons and rating included, with no read', async () => {
    const index = await indexOf(emu, ibis);
    const cards = await searchPageCards(index, ['ibis-report', 'emu-sync'], shopper);
    expect(cards).toEqual([toCatalogueProduct(ibis), toCatalogueProduct(emu)]);
    expect(cards[1]).toMatchObject({
      apps: { first: [{ name: 'Slack' }], total: 1 },
      rating: { average: 4.5, count: 2 },
    });
    expect(cards[0]).not.toHaveProperty('description');
    expect(read).not.toHaveBeenCalled();
  });

  it('follow the index: a changed price shows once the product’s document changed', async () => {
    const index = await indexOf(emu);
    const repriced = { ...emu, price: 35 };
    applyDocumentChanges(index, [
      {
        id: emu.id,
        built: buildSearchDocument(repriced, [testVersion(emu.id, 'v1', { is_latest: true })], []),
      },
    ]);
    expect((await searchPageCards(index, [emu.id], shopper))[0]?.price).toBe(35);
  });

  it('of a snapshot without cards (before format 3) are read by key, the visibility rule applied to the read', async () => {
    const index = await indexOf(emu, ibis);
    // What a format-2 document holds: no card.
    for (const id of [emu.id, ibis.id]) {
      delete (index.engine.getStoredFields(id) as { card?: unknown }).card;
    }
    read.mockResolvedValue([
      { ...emu, price: 31 },
      { ...ibis, available_for_purchase: false, coming_soon: false },
    ]);
    const cards = await searchPageCards(index, [emu.id, ibis.id], shopper);
    expect(cards.map((card) => [card.id, card.price])).toEqual([['emu-sync', 31]]);
    expect(cards[0]).not.toHaveProperty('description');
    expect(
      (await searchPageCards(index, [emu.id, ibis.id], { isAdmin: true })).map((card) => card.id),
    ).toEqual(['emu-sync', 'ibis-report']);
  });
});
