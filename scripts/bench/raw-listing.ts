import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../lambdas/infra/aws-clients';
import { browseKeys } from '../../lambdas/repositories/keys';
import { tableName } from '../../lambdas/repositories/table';

/**
 * The raw read every API comparison of the bench stands beside: one Query of the newest-first
 * listing partition, shopper-visible items only, as the catalogue route reads its first page.
 */
export function rawListingPage(limit: number) {
  return dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :partition',
      FilterExpression: 'shopper = :shopper',
      ExpressionAttributeValues: {
        ':partition': browseKeys.listing('NEWEST', 'ALL'),
        ':shopper': true,
      },
      ProjectionExpression: 'PK, SK, product_id',
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
}
