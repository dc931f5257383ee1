import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { TRANSFER_STATES } from '../contracts/payouts';
import { dynamo } from '../infra/aws-clients';
import { payoutKeys } from './keys';
import { queryAll, tableName, withoutLayout } from './table';
import { writeTransaction } from './transaction';
import type { TransactWriteItem } from './transaction';
import { batchGetAll } from './batch-get';
import { ledgerEntryPut, type LedgerEntry } from './payout-ledger-repository';
import { totalsTransactUpdate, type TotalsDelta } from './payout-account-repository';

/**
 * A seller's share of one paid order: PAYOUTS#{sellerId} / TRANSFER#{orderRef}. It is created
 * once (conditional put) with its lines as sold, and every later change (held, claimed,
 * transferred, failed, reversed) is a put conditioned on the revision that was read, in one
 * transaction with its ledger entries and the totals it moves. Pending, held and releasing
 * shares are listed under GSI2 PAYOUT_OPEN (the release job's work), failed ones under GSI1
 * PAYOUT_FAILURES (the admin's list).
 */
const lineSchema = z.object({
  product_id: z.string(),
  product_name: z.string(),
  /** What the buyer paid for the line (after any discount code), the commission's base. */
  price_cents: z.number().int(),
  rate_bps: z.number().int(),
  commission_cents: z.number().int(),
  share_cents: z.number().int(),
  /** The refund that took this line's share back. */
  refunded_by: z.string().optional(),
});
export type PayoutLine = z.infer<typeof lineSchema>;

const transferSchema = z.object({
  seller_id: z.string(),
  order_ref: z.string(),
  /** Internal only (the charge is found through it); never shown to a seller or an admin. */
  session_id: z.string(),
  payment_intent: z.string().optional(),
  currency: z.literal('usd'),
  state: z.enum(TRANSFER_STATES),
  /** What is (or will be) transferred: the shares of the lines not refunded before transfer. */
  amount_cents: z.number().int(),
  reversed_cents: z.number().int().default(0),
  lines: z.array(lineSchema),
  /** Held once: its transfer is booked as a release. */
  was_held: z.boolean().default(false),
  attempts: z.number().int().default(0),
  error: z.string().optional(),
  /** Stripe's code (or error type) of the last failure: what the admin is told (rules/transfer-failures). */
  error_code: z.string().optional(),
  /** A worker is calling Stripe for it until then (a lease: a crashed worker's claim expires). */
  claimed_until: z.string().optional(),
  failed_at: z.string().optional(),
  stripe_transfer_id: z.string().optional(),
  transferred_at: z.string().optional(),
  created_at: z.string(),
  updated_at: z.string(),
  revision: z.number().int(),
});
export type PayoutTransfer = z.infer<typeof transferSchema>;

function parse(item: Record<string, unknown>): PayoutTransfer {
  return transferSchema.parse(withoutLayout(item));
}

/** The listing keys a transfer carries in its state (the sparse listings). */
function listingKeys(transfer: PayoutTransfer): Record<string, string> {
  if (transfer.state === 'failed') {
    return payoutKeys.failureListing(
      transfer.failed_at ?? transfer.updated_at,
      transfer.seller_id,
      transfer.order_ref,
    );
  }
  if (transfer.state === 'pending' || transfer.state === 'held' || transfer.state === 'releasing') {
    return payoutKeys.openListing(transfer.seller_id, transfer.order_ref);
  }
  return {};
}

function item(transfer: PayoutTransfer): Record<string, unknown> {
  return {
    ...transfer,
    ...payoutKeys.transfer(transfer.seller_id, transfer.order_ref),
    ...listingKeys(transfer),
  };
}

export async function getTransfer(
  sellerId: string,
  orderRef: string,
): Promise<PayoutTransfer | undefined> {
  const result = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: payoutKeys.transfer(sellerId, orderRef),
      ConsistentRead: true,
    }),
  );
  return result.Item ? parse(result.Item) : undefined;
}

/** A seller's shares of many orders at once (the ledger's names); missing ones are absent. */
export async function getTransfers(
  sellerId: string,
  orderRefs: readonly string[],
): Promise<PayoutTransfer[]> {
  if (orderRefs.length === 0) return [];
  const items = await batchGetAll(orderRefs.map((ref) => payoutKeys.transfer(sellerId, ref)));
  return items.map(parse);
}

export interface LedgerChange {
  entries: LedgerEntry[];
  totals: TotalsDelta;
}

function changeWrites(sellerId: string, change: LedgerChange): TransactWriteItem[] {
  return [...change.entries.map(ledgerEntryPut), totalsTransactUpdate(sellerId, change.totals)];
}

/**
 * Books a seller's share of an order: the transfer, its sale and commission entries and the
 * totals, once. 'exists' when it was booked before (a repeated or concurrent booking).
 */
export async function bookTransfer(
  transfer: PayoutTransfer,
  change: LedgerChange,
): Promise<'booked' | 'exists'> {
  const outcome = await writeTransaction([
    {
      Put: {
        TableName: tableName(),
        Item: item(transfer),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    ...changeWrites(transfer.seller_id, change),
  ]);
  return outcome.ok ? 'booked' : 'exists';
}

/**
 * One change of a transfer, from the revision that was read: the transfer as written (with its
 * next revision), or undefined when someone else changed it first (the caller reads it again and
 * decides anew).
 */
export async function writeTransition(
  before: PayoutTransfer,
  after: PayoutTransfer,
  change: LedgerChange,
): Promise<PayoutTransfer | undefined> {
  const next: PayoutTransfer = { ...after, revision: before.revision + 1 };
  const outcome = await writeTransaction([
    {
      Put: {
        TableName: tableName(),
        Item: item(next),
        ConditionExpression: 'revision = :revision',
        ExpressionAttributeValues: { ':revision': before.revision },
      },
    },
    ...changeWrites(before.seller_id, change),
  ]);
  return outcome.ok ? next : undefined;
}

/** Pending, held and releasing shares, of one seller or of all (GSI2 PAYOUT_OPEN). */
export async function listOpenTransfers(sellerId?: string): Promise<PayoutTransfer[]> {
  const items = await queryAll({
    IndexName: 'GSI2',
    KeyConditionExpression: sellerId
      ? 'GSI2PK = :open AND begins_with(GSI2SK, :seller)'
      : 'GSI2PK = :open',
    ExpressionAttributeValues: {
      ':open': payoutKeys.openPartition,
      ...(sellerId ? { ':seller': `${sellerId}#` } : {}),
    },
  });
  return items.map(parse);
}

/** Failed transfers, newest first (GSI1 PAYOUT_FAILURES). */
export async function listFailedTransfers(limit?: number): Promise<PayoutTransfer[]> {
  if (limit === undefined) {
    const items = await queryAll({
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :failed',
      ExpressionAttributeValues: { ':failed': payoutKeys.failurePartition },
      ScanIndexForward: false,
    });
    return items.map(parse);
  }
  const result = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :failed',
      ExpressionAttributeValues: { ':failed': payoutKeys.failurePartition },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (result.Items ?? []).map(parse);
}
