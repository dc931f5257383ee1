import { STALE_REVISION_MESSAGE } from '../../contracts/manage/products';
import { syncCatalogueListing } from '../../repositories/catalogue-browse/sync';
import { productDelete, productReplace } from '../../repositories/managed-product-repository';
import { getProduct } from '../../repositories/product-repository';
import { type TransactWriteItem, writeTransaction } from '../../repositories/transaction';
import type { Product } from '../../rules/product';
import { ConflictError } from '../shared/errors';
import { revisionOf } from './product-views';

/**
 * The one way an existing product item is written or removed. The catalogue's derived records
 * (listing items with their cards, facet counts, the card's rating copy) are rebuilt from the
 * stored product by syncCatalogueListing, so every change of the product item is followed by
 * one; a caller that wrote the item itself and synced by hand once forgot to, and a card kept
 * its old seller. (Derived-field updates that leave the revision alone, the card's apps and
 * rating, are followed by the sync of the write that caused them; new products are listed by
 * nothing until a version is published, which comes through here.) The search index follows
 * the table's stream and the sitemap its hourly run, so neither needs a call here.
 */

export interface ProductWriteOptions {
  now?: Date;
  /**
   * Items committed in the same transaction as the product (an audit entry, relationships,
   * versions): all or nothing with it.
   */
  alongside?: TransactWriteItem[];
  /** The 409's message when the product (or an item alongside) changed since it was read. */
  conflictMessage?: string;
}

/** The product's fields after the change; revision and updated_at are set here. */
export type ProductChange = Partial<Product> | ((product: Product) => Product);

/** Commits `items` (the product's own write among them), then brings its listing in step. */
async function commitAndSync(
  productId: string,
  items: TransactWriteItem[],
  conflictMessage: string,
): Promise<void> {
  const result = await writeTransaction(items);
  if (!result.ok) throw new ConflictError(conflictMessage);
  await syncListing(productId);
}

async function syncListing(productId: string): Promise<void> {
  // Visibility, category, platform, price, featured, the seller and the apps all decide the
  // catalogue's listings and cards; the sync writes nothing when none of them moved.
  await syncCatalogueListing(productId);
}

/**
 * Replaces the product with `change` applied, if nobody changed it since `expectedRevision`
 * (the same revision condition and 409 as every managed write), with `alongside` in the same
 * transaction, then syncs its catalogue listing. Answers the product as written. When only its
 * card's apps moved since it was read (a file write: no new revision), it is read again and the
 * change applied to that, once, so the edit neither fails nor puts the old apps back.
 */
export async function saveProductChanges(
  product: Product,
  expectedRevision: number,
  change: ProductChange,
  options: ProductWriteOptions = {},
): Promise<Product> {
  const conflictMessage = options.conflictMessage ?? STALE_REVISION_MESSAGE;
  if (revisionOf(product) !== expectedRevision) throw new ConflictError(conflictMessage);
  let read = product;
  // A second attempt only when the product's derived apps moved (its revision did not).
  for (let attempt = 0; ; attempt += 1) {
    const changed = typeof change === 'function' ? change(read) : { ...read, ...change };
    const next: Product = {
      ...changed,
      revision: expectedRevision + 1,
      updated_at: (options.now ?? new Date()).toISOString(),
    };
    const result = await writeTransaction([
      ...productReplace(read, next, expectedRevision),
      ...(options.alongside ?? []),
    ]);
    if (result.ok) {
      await syncListing(next.id);
      return next;
    }
    const fresh =
      attempt === 0 && result.failedIndex === 0 ? await getProduct(read.id, true) : null;
    if (!fresh || revisionOf(fresh) !== expectedRevision) {
      throw new ConflictError(conflictMessage);
    }
    read = fresh;
  }
}

/**
 * Removes the product item, if unchanged since read, with its counters, then syncs: with the
 * product gone the sync deletes its listing items and takes it out of the facet counts (its
 * browse state records where they are, so the partition's other items go after this).
 */
export async function deleteProductItem(product: Product): Promise<void> {
  await commitAndSync(
    product.id,
    productDelete(product, revisionOf(product)),
    STALE_REVISION_MESSAGE,
  );
}
