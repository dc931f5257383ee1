/** Reports of reviews: one per reporter and review, the admin's moderation queue. */
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import { whenConditionHolds } from './conditional-write';
import { reviewKeys } from './keys';
import type { PageKey } from './page-key';
import { queryAll, tableName, withoutLayout } from './table';
import { writeTransaction } from './transaction';

export interface ReviewReport {
  product_id: string;
  review_id: string;
  reporter_id: string;
  /** The reporter's words: absent once moderation no longer needs them (see review-reports). */
  reason?: string;
  reported_at: string;
  /** When the reason was erased: the admin decided on the review, or it was kept long enough. */
  reason_erased_at?: string;
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

/** A review's reports still in the moderation queue (no decision on them yet). */
export async function listOpenReportsOf(
  productId: string,
  reviewId: string,
): Promise<ReviewReport[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    FilterExpression: 'attribute_exists(GSI1PK)',
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

/**
 * Erases a report's free text (keeping the report: who, when, so the counts and the one report
 * per user stay). Conditioned on the item, so a report the account purge removed meanwhile is
 * not brought back as a bare key; `alsoClose` takes it out of the moderation queue too.
 */
function eraseReason(report: ReviewReport, at: string, alsoClose: boolean): Promise<boolean> {
  return whenConditionHolds(() =>
    dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: reviewKeys.report(report.product_id, report.review_id, report.reporter_id),
        UpdateExpression: `SET reason_erased_at = :at REMOVE reason${alsoClose ? ', GSI1PK, GSI1SK' : ''}`,
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':at': at },
      }),
    ),
  );
}

/**
 * Takes a review's reports out of the moderation queue once the admin decided on it, and erases
 * what the reporters wrote: the decision (with the admin's own reason in the audit log) is the
 * record from then on.
 */
export async function closeReports(
  reports: readonly ReviewReport[],
  at = new Date().toISOString(),
): Promise<void> {
  await Promise.all(reports.map((report) => eraseReason(report, at, true)));
}

/**
 * Erases the text of open reports made before `cutoff` (ISO), oldest first, a page at a time
 * until none is left or `shouldStop` says the time is up. They stay in the queue, counted, for
 * the admin to decide on. Answers how many lost their text and whether it got through them all.
 */
export async function eraseOldReportText(
  cutoff: string,
  options: { now: string; shouldStop?: () => boolean; pageSize?: number },
): Promise<{ erased: number; finished: boolean }> {
  let erased = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    if (options.shouldStop?.()) return { erased, finished: false };
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK < :cutoff',
        // Reports whose text is gone already stay in the queue: only the others are rewritten.
        FilterExpression: 'attribute_exists(reason)',
        ExpressionAttributeValues: { ':pk': reviewKeys.openReportPartition, ':cutoff': cutoff },
        Limit: options.pageSize ?? 100,
        ...(startKey ? { ExclusiveStartKey: startKey } : {}),
      }),
    );
    const reports = (page.Items ?? []).map((item) => withoutLayout<ReviewReport>(item));
    const done = await Promise.all(
      reports.map((report) => eraseReason(report, options.now, false)),
    );
    erased += done.filter(Boolean).length;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return { erased, finished: true };
}
