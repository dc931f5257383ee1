/**
 * Reports closed by a moderation decision before decisions erased the reporters' words still
 * hold them, out of the queue the nightly retention pass reads: this migration erases the text
 * of every closed report that kept it, as a decision now does (the report itself stays).
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ItemMigration } from './money-migrations';
import { tableName } from './table';

export const CLOSED_REPORT_TEXT_MIGRATION: ItemMigration = {
  name: 'closed-review-report-text',
  filter:
    'begins_with(PK, :reviews) AND begins_with(SK, :report) AND ' +
    'attribute_exists(reason) AND attribute_not_exists(GSI1PK)',
  values: { ':reviews': 'REVIEWS#', ':report': 'REPORT#' },
  rewrite: (item) =>
    new UpdateCommand({
      TableName: tableName(),
      Key: { PK: item.PK, SK: item.SK },
      UpdateExpression: 'SET reason_erased_at = :at REMOVE reason',
      // A report reopened meanwhile is for the retention pass; a purged one stays gone.
      ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(GSI1PK)',
      ExpressionAttributeValues: { ':at': new Date().toISOString() },
    }),
};
