/** Reports of reviews: one per reporter and review, the admin's moderation queue. */
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import { reviewKeys } from './keys';
import type { PageKey } from './page-key';
import { queryAll, tableName, withoutLayout } from './table';
import { writeTransaction } from './transaction';

export interface ReviewReport {
  product_id: string;
  review_id: string;
  reporter_id: string;
  reason: string;
  reported_at: string;
}

/**
 * Stores the report and counts it on the review (bumping its version, so a concurrent edit of
 * the review reads the count again). 'duplicate' when this reporter reported it already,
 * 'missing' when the review is gone.
 */
export async function putReport(report: ReviewReport): Promise<'stored' | 'duplicate' | 'missing'> {
  const outcome = await writeTransaction([
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...report,
          ...reviewKeys.report(report.product_id, report.review_id, report.reporter_id),
          ...reviewKeys.openReport(
            report.reported_at,
            report.product_id,
            report.review_id,
            report.reporter_id,
          ),
          GSI2PK: reviewKeys.reporter(report.reporter_id),
          GSI2SK: `${report.product_id}#${report.review_id}`,
          record_type: 'review_report',
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: reviewKeys.review(report.product_id, report.review_id),
        UpdateExpression: 'ADD report_count :one, version :one',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':one': 1 },
      },
    },
  ]);
  if (outcome.ok) return 'stored';
  return outcome.failedIndex === 1 ? 'missing' : 'duplicate';
}

/** Open reports, newest first (the moderation queue). */
export async function listOpenReports(
  limit: number,
  startKey: PageKey | undefined,
): Promise<{ reports: ReviewReport[]; lastKey?: Record<string, unknown> }> {
  const result = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': reviewKeys.openReportPartition },
      ScanIndexForward: false,
      Limit: limit,
      ...(startKey ? { ExclusiveStartKey: startKey } : {}),
    }),
  );
  return {
    reports: (result.Items ?? []).map((item) => withoutLayout<ReviewReport>(item)),
    ...(result.LastEvaluatedKey ? { lastKey: result.LastEvaluatedKey } : {}),
  };
}

/** A review's reports (closed by a moderation decision, removed with the review). */
export async function listReportsOf(productId: string, reviewId: string): Promise<ReviewReport[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: {
      ':pk': reviewKeys.partition(productId),
      ':prefix': reviewKeys.reportPrefix(reviewId),
    },
  });
  return items.map((item) => withoutLayout<ReviewReport>(item));
}

/** Every report a user made (the account purge). */
export async function listReportsBy(reporterId: string): Promise<ReviewReport[]> {
  const items = await queryAll({
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk',
    ExpressionAttributeValues: { ':pk': reviewKeys.reporter(reporterId) },
  });
  return items.map((item) => withoutLayout<ReviewReport>(item));
}

/** Takes a review's reports out of the moderation queue once the admin decided on it. */
export async function closeReports(reports: readonly ReviewReport[]): Promise<void> {
  await Promise.all(
    reports.map((report) =>
      dynamo().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: reviewKeys.report(report.product_id, report.review_id, report.reporter_id),
          UpdateExpression: 'REMOVE GSI1PK, GSI1SK',
        }),
      ),
    ),
  );
}
