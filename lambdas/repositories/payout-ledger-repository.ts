import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { LEDGER_ENTRY_KINDS } from '../contracts/payouts';
import { dynamo } from '../infra/aws-clients';
import { payoutKeys } from './keys';
import type { KeyPlace, PageKey } from './page-cursor';
import { queryAll, tableName, withoutLayout } from './table';
import type { TransactWriteItem } from './transaction';

/**
 * The seller's ledger: PAYOUTS#{sellerId} / ENTRY#{entryKey}, listed newest first under GSI1
 * LEDGER#{sellerId}. The entry key is deterministic (order reference, kind, and the line or the
 * refund it is about), and every entry is put on the condition that it does not exist, inside
 * the transaction that changes the transfer and the totals: each entry exists exactly once.
 */
const ledgerEntrySchema = z.object({
  seller_id: z.string(),
  entry_key: z.string(),
  kind: z.enum(LEDGER_ENTRY_KINDS),
  at: z.string(),
  order_ref: z.string(),
  product_id: z.string().optional(),
  product_name: z.string().optional(),
  amount_cents: z.number().int(),
  commission_rate_bps: z.number().int().optional(),
  stripe_id: z.string().optional(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/**
 * `{orderRef}#{kind}#{part}`: part is the product of a sale, the hashed refund of a reversal
 * (ledger-ids.ts: sellers see this key), or `-`.
 */
export function ledgerEntryKey(orderRef: string, kind: LedgerEntry['kind'], part = '-'): string {
  return `${orderRef}#${kind}#${part}`;
}

/** One entry as a write of the transaction that makes it true; refused if it exists. */
export function ledgerEntryPut(entry: LedgerEntry): TransactWriteItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...entry,
        ...payoutKeys.entry(entry.seller_id, entry.entry_key),
        ...payoutKeys.ledgerListing(entry.seller_id, entry.at, entry.entry_key),
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

function parse(item: Record<string, unknown>): LedgerEntry {
  return ledgerEntrySchema.parse(withoutLayout(item));
}

/** Where a key of a seller's ledger pages lies: their GSI1 listing, their partition. */
export function ledgerKeyPlace(sellerId: string): KeyPlace {
  return {
    index: 'GSI1',
    partition: payoutKeys.ledgerPartition(sellerId),
    tablePartition: payoutKeys.partition(sellerId),
  };
}

/** One page of a seller's ledger, newest first. */
export async function listLedgerPage(
  sellerId: string,
  limit: number,
  startKey: PageKey | undefined,
): Promise<{ entries: LedgerEntry[]; lastKey?: Record<string, unknown> }> {
  const result = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :ledger',
      ExpressionAttributeValues: { ':ledger': payoutKeys.ledgerPartition(sellerId) },
      ScanIndexForward: false,
      Limit: limit,
      ...(startKey ? { ExclusiveStartKey: startKey } : {}),
    }),
  );
  return {
    entries: (result.Items ?? []).map(parse),
    ...(result.LastEvaluatedKey ? { lastKey: result.LastEvaluatedKey } : {}),
  };
}

/** A seller's whole ledger, newest first (the CSV download). */
export async function listLedger(sellerId: string): Promise<LedgerEntry[]> {
  const items = await queryAll({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :ledger',
    ExpressionAttributeValues: { ':ledger': payoutKeys.ledgerPartition(sellerId) },
    ScanIndexForward: false,
  });
  return items.map(parse);
}
