import { GetCommand, PutCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AutomationRereadFinding } from '../contracts/admin';
import { dynamo } from '../infra/aws-clients';
import type { ProductFile } from '../rules/product-content';
import { whenConditionHolds } from './conditional-write';
import { keys } from './keys';
import { tableName, withoutLayout } from './table';

/**
 * Data access of the re-read of stored automation files (services/admin/automation-reread*.ts):
 * its progress item under META (as the data migrations keep theirs, money-migrations.ts), the
 * scan of file records not yet read under the current rules, and the manifest written back.
 */
const STATE_KEY = keys.migration('automation-reread');

export interface AutomationRereadState {
  /** The rules version the run reads with. */
  rules_version: number;
  requested_at?: string;
  started_at?: string;
  finished_at?: string;
  /** Where the scan goes on from; absent before the first page and once finished. */
  cursor?: Record<string, unknown>;
  read: number;
  changed: number;
  flagged: number;
  findings: AutomationRereadFinding[];
}

export async function getRereadState(): Promise<AutomationRereadState | undefined> {
  const result = await dynamo().send(new GetCommand({ TableName: tableName(), Key: STATE_KEY }));
  if (!result.Item) return undefined;
  const { PK: _pk, SK: _sk, ...state } = result.Item;
  return state as AutomationRereadState;
}

export async function saveRereadState(state: AutomationRereadState): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: tableName(), Item: { ...STATE_KEY, ...state } }));
}

/**
 * Marks a run as asked for, unless one is asked for or running already (no finished_at yet):
 * answers whether this call asked. The job starts it on its next tick.
 */
export async function requestReread(at: string): Promise<boolean> {
  return whenConditionHolds(() =>
    dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: STATE_KEY,
        UpdateExpression: 'SET requested_at = :at',
        ConditionExpression: 'attribute_not_exists(PK) OR attribute_exists(finished_at)',
        ExpressionAttributeValues: { ':at': at },
      }),
    ),
  );
}

/** One page of the scan: the automation file records read under another rules version. */
export async function scanUnreadFiles(
  rulesVersion: number,
  cursor: Record<string, unknown> | undefined,
  pageSize: number,
): Promise<{ files: ProductFile[]; next?: Record<string, unknown> }> {
  const page = await dynamo().send(
    new ScanCommand({
      TableName: tableName(),
      Limit: pageSize,
      ...(cursor ? { ExclusiveStartKey: cursor } : {}),
      FilterExpression:
        'begins_with(PK, :product) AND begins_with(SK, :file) AND file_purpose = :automation ' +
        'AND (attribute_not_exists(automation_rules_version) OR automation_rules_version <> :version)',
      ExpressionAttributeValues: {
        ':product': 'PRODUCT#',
        ':file': 'FILE#',
        ':automation': 'automation',
        ':version': rulesVersion,
      },
    }),
  );
  return {
    files: (page.Items ?? []).map((item) => withoutLayout<ProductFile>(item)),
    ...(page.LastEvaluatedKey ? { next: page.LastEvaluatedKey } : {}),
  };
}

/**
 * Writes back what a re-read of a file found: its new manifest when it could be read, and the
 * rules version when nothing about it is left to report (a flagged file keeps its old version,
 * so each run reads and reports it again until the seller replaces it). Only these attributes
 * change; a file deleted meanwhile is not brought back.
 */
export async function saveFileReading(
  file: Pick<ProductFile, 'product_id' | 'id'>,
  reading: { rulesVersion?: number; manifest?: ProductFile['automation_manifest'] },
): Promise<void> {
  const sets = [
    ...(reading.rulesVersion !== undefined ? ['automation_rules_version = :version'] : []),
    ...(reading.manifest ? ['automation_manifest = :manifest'] : []),
  ];
  if (sets.length === 0) return;
  await whenConditionHolds(() =>
    dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.file(file.product_id, file.id),
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: {
          ...(reading.rulesVersion !== undefined ? { ':version': reading.rulesVersion } : {}),
          ...(reading.manifest ? { ':manifest': reading.manifest } : {}),
        },
      }),
    ),
  );
}
