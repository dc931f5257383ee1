import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { dynamo } from '../infra/aws-clients';
import { keys } from './keys';
import { tableName, withoutLayout } from './table';
import type { TransactWriteItem } from './transaction';

/** The shop-wide admin settings: one item, SETTINGS / ADMIN. */
const settingsSchema = z.object({
  /** null or missing: the environment default applies. */
  debug_panel_enabled: z.boolean().nullable().optional(),
  architecture_doc: z.string().optional(),
  architecture_doc_revision: z.number().optional(),
  architecture_doc_updated_at: z.string().optional(),
  /** The shop's default commission (basis points); missing: DEFAULT_COMMISSION_RATE_BPS. */
  commission_rate_bps: z.number().int().optional(),
});
export type StoredSettings = z.infer<typeof settingsSchema>;

export async function getSettings(): Promise<StoredSettings> {
  const result = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.adminSettings(), ConsistentRead: true }),
  );
  return result.Item ? settingsSchema.parse(withoutLayout(result.Item)) : {};
}

/**
 * The debug-panel flag (null = back to the environment default). A switch, not an edit of
 * text: the last admin's choice wins, so it carries no revision check.
 */
export function debugPanelTransactUpdate(enabled: boolean | null): TransactWriteItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.adminSettings(),
      UpdateExpression: 'SET debug_panel_enabled = :enabled',
      ExpressionAttributeValues: { ':enabled': enabled },
    },
  };
}

/** The architecture text, conditional on the revision the editor started from. */
export function architectureDocTransactUpdate(
  text: string,
  expectedRevision: number,
  now: string,
): TransactWriteItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.adminSettings(),
      UpdateExpression:
        'SET architecture_doc = :text, architecture_doc_revision = :next, architecture_doc_updated_at = :now',
      ConditionExpression:
        'architecture_doc_revision = :rev OR (attribute_not_exists(architecture_doc_revision) AND :rev = :zero)',
      ExpressionAttributeValues: {
        ':text': text,
        ':rev': expectedRevision,
        ':next': expectedRevision + 1,
        ':now': now,
        ':zero': 0,
      },
    },
  };
}

/** The shop's default commission rate: the last admin's choice wins, like the debug flag. */
export function commissionRateTransactUpdate(rateBps: number): TransactWriteItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.adminSettings(),
      UpdateExpression: 'SET commission_rate_bps = :rate',
      ExpressionAttributeValues: { ':rate': rateBps },
    },
  };
}
