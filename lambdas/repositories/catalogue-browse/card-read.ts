import type { Product } from '../../rules/product';
import { batchGetAll } from '../batch-get';
import { keys } from '../keys';
import { CATALOGUE_READ_FIELDS } from '../product-repository';
import { withoutLayout } from '../table';

/**
 * What a page of cards reads of each product: the card's fields, its app icons and what the
 * visibility rule asks, not the product page's text, gallery and search words (about half the
 * item, read and parsed for every card otherwise).
 */
export const CARD_ATTRIBUTES = [
  ...CATALOGUE_READ_FIELDS,
  'retired_at',
] as const satisfies readonly (keyof Product)[];

export type ProductCardItem = Pick<Product, (typeof CARD_ATTRIBUTES)[number]>;

/** The products of a page's ids (missing ones absent, in no particular order). */
export async function getProductCards(productIds: readonly string[]): Promise<ProductCardItem[]> {
  const items = await batchGetAll(
    productIds.map((id) => keys.product(id)),
    { attributes: CARD_ATTRIBUTES },
  );
  return items.map((item) => withoutLayout<ProductCardItem>(item));
}
