import { z } from 'zod';
import type { ProductVersion } from '../rules/product-content';
import { listingKeys, lookupIndex, productListIndex } from './keys';
import { countAll, queryAll, withoutLayout } from './table';

/**
 * Reads of the back office's overview: the drafts listing, the seller records and the counts
 * behind the summary cards. Every one is a Query of an index partition, never a Scan.
 */

/** Every unpublished version of the shop, newest first (the sparse DRAFT_VERSIONS listing). */
export async function listDraftVersions(): Promise<ProductVersion[]> {
  const items = await queryAll({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :drafts',
    ExpressionAttributeValues: { ':drafts': listingKeys.draftVersionPartition },
    ScanIndexForward: false,
  });
  return items.map((item) => withoutLayout<ProductVersion>(item));
}

/** Products that are not retired (the admin's product list, GSI3 PRODUCTS). */
export function countListedProducts(): Promise<number> {
  return countAll({
    IndexName: productListIndex.name,
    KeyConditionExpression: 'GSI3PK = :products',
    ExpressionAttributeValues: { ':products': productListIndex.partition },
  });
}

/** A seller's active products (retired ones carry no seller keys). */
export function countActiveSellerProducts(sellerId: string): Promise<number> {
  return countAll({
    IndexName: lookupIndex.name,
    KeyConditionExpression: 'GSI2PK = :seller',
    FilterExpression: 'active = :yes',
    ExpressionAttributeValues: { ':seller': lookupIndex.seller(sellerId), ':yes': true },
  });
}

const sellerListingSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  active: z.boolean(),
  name: z.string().default(''),
  email: z.string().default(''),
});
export type ListedSeller = z.infer<typeof sellerListingSchema>;

/** Every seller record, active or not, oldest first (GSI1 SELLERS: a small listing). */
export async function listSellerRecords(): Promise<ListedSeller[]> {
  const items = await queryAll({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :sellers',
    ExpressionAttributeValues: { ':sellers': listingKeys.sellerPartition },
  });
  return items.map((item) => sellerListingSchema.parse(withoutLayout(item)));
}
