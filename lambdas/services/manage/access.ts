import { MANAGE_MESSAGES } from '../../contracts/manage/products';
import { getProduct } from '../../repositories/product-repository';
import { getSellerRecord, type SellerRecord } from '../../repositories/user-repository';
import type { Product } from '../../rules/product';
import type { Caller } from '../shared/caller';
import { NotFoundError } from '../shared/errors';

/** The caller's active seller record; an admin needs none, a seller without one manages nothing. */
export async function activeSellerOf(
  caller: Pick<Caller, 'userId'>,
): Promise<SellerRecord | undefined> {
  const record = await getSellerRecord(caller.userId);
  return record?.active ? record : undefined;
}

/**
 * A product the caller may manage: an admin any product, a seller only one linked to their
 * active seller record. Everything else, retired products included, is 'Product Not Found',
 * so a seller cannot tell another seller's product from one that does not exist.
 */
export async function manageableProduct(
  caller: Pick<Caller, 'userId' | 'role'>,
  productId: string,
): Promise<Product> {
  const product = await getProduct(productId);
  if (!product || product.retired_at) throw new NotFoundError(MANAGE_MESSAGES.productNotFound);
  if (caller.role === 'admin') return product;
  const seller = await activeSellerOf(caller);
  if (!seller || product.seller_id !== seller.id) {
    throw new NotFoundError(MANAGE_MESSAGES.productNotFound);
  }
  return product;
}
