import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import { whenConditionHolds } from './conditional-write';
import { storefrontKeys } from './keys';
import { tableName } from './table';

/**
 * Claims the one announcement of a product's first listing to its seller's followers: true for
 * the first caller only, so listing, hiding and listing again announces nothing a second time.
 */
export function claimListingAnnouncement(
  productId: string,
  sellerId: string,
  now: string,
): Promise<boolean> {
  return whenConditionHolds(() =>
    dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...storefrontKeys.listingAnnounced(productId),
          product_id: productId,
          seller_id: sellerId,
          announced_at: now,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    ),
  );
}
