import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { dynamo } from '../infra/aws-clients';
import { batchGetAll } from './batch-get';
import type { AccountPurgeStep } from './account-purge-step';
import { whenConditionHolds } from './conditional-write';
import { payoutKeys } from './keys';
import { queryAll, tableName, withoutLayout } from './table';
import { writeTransaction } from './transaction';
import type { TransactWriteItem } from './transaction';
import { getSellerRecord } from './user-repository';

/**
 * A seller's payout account, PAYOUTS#{sellerId} / ACCOUNT: the Stripe Connect account and its
 * state as Stripe last reported it, the admin's commission override and the running totals of
 * the seller's ledger (changed only in the transactions that write the entries, so they stay
 * exact without reading the ledger). Listed under GSI1 PAYOUT_SELLERS for the admin.
 */
export const TOTAL_NAMES = [
  'pending_cents',
  'held_cents',
  'transferred_cents',
  'reversed_cents',
  'sales_cents',
  'commission_cents',
  'failed_count',
] as const;
export type TotalName = (typeof TOTAL_NAMES)[number];
export type TotalsDelta = Partial<Record<TotalName, number>>;

const count = z.number().int().default(0);
const payoutAccountSchema = z.object({
  seller_id: z.string(),
  stripe_account_id: z.string().optional(),
  /** The key mode the account was made with (the shop's configured Stripe mode). */
  account_mode: z.enum(['live', 'test']).optional(),
  charges_enabled: z.boolean().default(false),
  payouts_enabled: z.boolean().default(false),
  details_submitted: z.boolean().default(false),
  currently_due: z.array(z.string()).default([]),
  /** Stripe's `created` time of the newest account.updated applied (older ones are ignored). */
  state_event_at: z.number().optional(),
  account_updated_at: z.string().optional(),
  commission_rate_bps: z.number().int().optional(),
  /** The seller's account was purged: nothing is transferred any more. */
  closed_at: z.string().optional(),
  pending_cents: count,
  held_cents: count,
  transferred_cents: count,
  reversed_cents: count,
  sales_cents: count,
  commission_cents: count,
  failed_count: count,
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

function parse(item: Record<string, unknown>): PayoutAccount {
  return payoutAccountSchema.parse(withoutLayout(item));
}

export function emptyPayoutAccount(sellerId: string): PayoutAccount {
  return payoutAccountSchema.parse({ seller_id: sellerId });
}

export async function getPayoutAccount(sellerId: string): Promise<PayoutAccount | undefined> {
  const result = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: payoutKeys.account(sellerId),
      ConsistentRead: true,
    }),
  );
  return result.Item ? parse(result.Item) : undefined;
}

/** Several sellers' accounts (BatchGetItem), keyed by seller id. */
export async function getPayoutAccounts(
  sellerIds: readonly string[],
): Promise<Map<string, PayoutAccount>> {
  const items = await batchGetAll([...new Set(sellerIds)].map((id) => payoutKeys.account(id)));
  return new Map(items.map((item) => parse(item)).map((account) => [account.seller_id, account]));
}

/** Every seller with a payout account (GSI1 PAYOUT_SELLERS, one Query). */
export async function listPayoutAccounts(): Promise<PayoutAccount[]> {
  const items = await queryAll({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :sellers',
    ExpressionAttributeValues: { ':sellers': payoutKeys.sellerListingPartition },
  });
  return items.map(parse);
}

/** SET clauses that make the item a listed payout account, whoever writes it first. */
function accountIdentity(sellerId: string) {
  const listing = payoutKeys.sellerListing(sellerId);
  return {
    set: 'seller_id = :sellerId, GSI1PK = :listingPk, GSI1SK = :listingSk',
    values: { ':sellerId': sellerId, ':listingPk': listing.GSI1PK, ':listingSk': listing.GSI1SK },
  };
}

/**
 * The running totals moved by one ledger change: part of the same transaction as the entries
 * and the transfer state, so they never drift from the ledger.
 */
export function totalsTransactUpdate(sellerId: string, delta: TotalsDelta): TransactWriteItem {
  const identity = accountIdentity(sellerId);
  const changed = TOTAL_NAMES.filter((name) => (delta[name] ?? 0) !== 0);
  const values: Record<string, unknown> = { ...identity.values };
  for (const name of changed) values[`:${name}`] = delta[name];
  return {
    Update: {
      TableName: tableName(),
      Key: payoutKeys.account(sellerId),
      UpdateExpression:
        `SET ${identity.set}` +
        (changed.length ? ` ADD ${changed.map((name) => `${name} :${name}`).join(', ')}` : ''),
      ExpressionAttributeValues: values,
    },
  };
}

/** The admin's commission override for a seller (null: back to the shop's default). */
export function commissionOverrideTransactUpdate(
  sellerId: string,
  rateBps: number | null,
): TransactWriteItem {
  const identity = accountIdentity(sellerId);
  return {
    Update: {
      TableName: tableName(),
      Key: payoutKeys.account(sellerId),
      UpdateExpression:
        rateBps === null
          ? `SET ${identity.set} REMOVE commission_rate_bps`
          : `SET ${identity.set}, commission_rate_bps = :rate`,
      ExpressionAttributeValues: {
        ...identity.values,
        ...(rateBps === null ? {} : { ':rate': rateBps }),
      },
    },
  };
}

/**
 * Records the seller's connected account and its lookup, once: a second account for the same
 * seller and mode is refused (false), so two presses of "Connect with Stripe" keep the first.
 */
export async function recordConnectedAccount(input: {
  sellerId: string;
  accountId: string;
  mode: 'live' | 'test';
  now: string;
}): Promise<boolean> {
  const identity = accountIdentity(input.sellerId);
  const outcome = await writeTransaction([
    {
      Update: {
        TableName: tableName(),
        Key: payoutKeys.account(input.sellerId),
        UpdateExpression:
          `SET ${identity.set}, stripe_account_id = :account, account_mode = :mode, ` +
          'account_updated_at = :now',
        // A new account only where none is recorded for this mode (an environment moved from
        // test to live keys starts again; a test account cannot receive live transfers).
        ConditionExpression:
          'attribute_not_exists(stripe_account_id) OR stripe_account_id = :account OR ' +
          'account_mode <> :mode',
        ExpressionAttributeValues: {
          ...identity.values,
          ':account': input.accountId,
          ':mode': input.mode,
          ':now': input.now,
        },
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...payoutKeys.connectedAccount(input.accountId),
          account_id: input.accountId,
          seller_id: input.sellerId,
        },
        ConditionExpression: 'attribute_not_exists(PK) OR seller_id = :sellerId',
        ExpressionAttributeValues: { ':sellerId': input.sellerId },
      },
    },
  ]);
  return outcome.ok;
}

/** Whose connected account this is (account.updated names only the account). */
export async function sellerOfConnectedAccount(accountId: string): Promise<string | undefined> {
  const result = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: payoutKeys.connectedAccount(accountId) }),
  );
  const sellerId = result.Item?.seller_id;
  return typeof sellerId === 'string' ? sellerId : undefined;
}

export interface ConnectedAccountState {
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
  currently_due: string[];
}

/**
 * Stores what Stripe says about the account, unless a newer event was already applied (Stripe
 * does not promise delivery order). False when the event was older or names another account.
 */
export function recordAccountState(input: {
  sellerId: string;
  accountId: string;
  state: ConnectedAccountState;
  /** Stripe's event `created` (seconds); a direct retrieve passes the time it asked. */
  eventAt: number;
  now: string;
}): Promise<boolean> {
  return whenConditionHolds(() =>
    dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: payoutKeys.account(input.sellerId),
        UpdateExpression:
          'SET charges_enabled = :charges, payouts_enabled = :payouts, ' +
          'details_submitted = :details, currently_due = :due, state_event_at = :at, ' +
          'account_updated_at = :now',
        ConditionExpression:
          'stripe_account_id = :account AND ' +
          '(attribute_not_exists(state_event_at) OR state_event_at <= :at)',
        ExpressionAttributeValues: {
          ':charges': input.state.charges_enabled,
          ':payouts': input.state.payouts_enabled,
          ':details': input.state.details_submitted,
          ':due': input.state.currently_due,
          ':at': input.eventAt,
          ':now': input.now,
          ':account': input.accountId,
        },
      }),
    ),
  );
}

/** The seller's account was purged: their payout account stops receiving transfers. */
function closePayoutAccount(sellerId: string, now: string): Promise<boolean> {
  return whenConditionHolds(() =>
    dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: payoutKeys.account(sellerId),
        UpdateExpression: 'SET closed_at = :now',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(closed_at)',
        ExpressionAttributeValues: { ':now': now },
      }),
    ),
  );
}

/**
 * The purge of a seller's account (ACCOUNT_PURGE_STEPS; before the personal items, which take
 * the seller record that names the payout partition). The payout account is closed: nothing
 * more is transferred, and earnings still held stay listed for the admin to settle with the
 * seller outside the shop. The rest of the partition (shares, ledger) is the shop's record of
 * what it owed and paid and holds no personal data, so it is left (LEFT_BY_THE_PURGE).
 */
export const payoutAccountPurge: AccountPurgeStep = {
  name: 'payout account: closed, ledger kept',
  covers: [payoutKeys.account],
  run: async (account, now) => {
    const seller = await getSellerRecord(account.user_id);
    // Already closed (a purge retried after a later step failed) is fine.
    if (seller) await closePayoutAccount(seller.id, now);
  },
};
