import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import { whenConditionHolds } from './conditional-write';
import { batchGetAll } from './batch-get';
import { bundleKeys, lookupIndex } from './keys';
import { queryAll, tableName, withoutLayout } from './table';
import type { TransactWriteItem } from './transaction';

/**
 * A bundle of one owner's products (BUNDLE#{id} / BUNDLE). Prices in cents. `seller_id` is the
 * products' seller; the shop's own bundles (of products without a seller) have none.
 */
export interface Bundle {
  id: string;
  name: string;
  description: string;
  product_ids: string[];
  cover_product_id: string;
  price_cents: number;
  floor_cents: number;
  listed: boolean;
  seller_id?: string;
  created_by: string;
  created_at: string;
  updated_at: string;
  /** Bumped by every write; a write is conditioned on the revision it read. */
  revision: number;
}

function bundleItem(bundle: Bundle): Record<string, unknown> {
  return {
    ...bundle,
    ...bundleKeys.bundle(bundle.id),
    ...bundleKeys.ownerListing(bundle.seller_id, bundle.created_at, bundle.id),
  };
}

const membershipPut = (bundle: Bundle, productId: string): TransactWriteItem => ({
  Put: {
    TableName: tableName(),
    Item: { ...bundleKeys.membership(productId, bundle.id), bundle_id: bundle.id },
  },
});

const membershipDelete = (bundleId: string, productId: string): TransactWriteItem => ({
  Delete: { TableName: tableName(), Key: bundleKeys.membership(productId, bundleId) },
});

/**
 * Writes the bundle and its products' memberships in one transaction: a new one (revision 1)
 * only where none exists, a changed one only over the revision `previous` read, so two editors
 * never overwrite each other silently. False when that condition did not hold.
 */
export function saveBundle(bundle: Bundle, previous?: Bundle): Promise<boolean> {
  const dropped = (previous?.product_ids ?? []).filter((id) => !bundle.product_ids.includes(id));
  const items: TransactWriteItem[] = [
    {
      Put: {
        TableName: tableName(),
        Item: bundleItem(bundle),
        ...(previous
          ? {
              ConditionExpression: 'revision = :revision',
              ExpressionAttributeValues: { ':revision': previous.revision },
            }
          : { ConditionExpression: 'attribute_not_exists(PK)' }),
      },
    },
    ...bundle.product_ids.map((productId) => membershipPut(bundle, productId)),
    ...dropped.map((productId) => membershipDelete(bundle.id, productId)),
  ];
  return whenConditionHolds(() =>
    dynamo().send(new TransactWriteCommand({ TransactItems: items })),
  );
}

export async function getBundle(bundleId: string): Promise<Bundle | undefined> {
  const result = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: bundleKeys.bundle(bundleId) }),
  );
  return result.Item ? withoutLayout<Bundle>(result.Item) : undefined;
}

export async function getBundlesByIds(bundleIds: readonly string[]): Promise<Bundle[]> {
  if (bundleIds.length === 0) return [];
  const items = await batchGetAll(bundleIds.map((id) => bundleKeys.bundle(id)));
  return items.map((item) => withoutLayout<Bundle>(item));
}

/** An owner's bundles, newest first: a seller's, or the shop's own (`undefined`). */
export async function listOwnerBundles(sellerId: string | undefined): Promise<Bundle[]> {
  const items = await queryAll({
    IndexName: lookupIndex.name,
    KeyConditionExpression: 'GSI2PK = :owner',
    ExpressionAttributeValues: { ':owner': bundleKeys.ownerPartition(sellerId) },
    ScanIndexForward: false,
  });
  return items.map((item) => withoutLayout<Bundle>(item));
}

/** Ids of the bundles that include a product (listed or not). */
export async function bundleIdsOfProduct(productId: string): Promise<string[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': bundleKeys.membershipPartition(productId) },
  });
  return items.map((item) => String(item.bundle_id));
}
