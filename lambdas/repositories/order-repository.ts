import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import type { PaymentMode } from '../rules/payment-mode';
import { buyerKeys, emailLookupSortKey, keys, listingKeys, lookupIndex } from './keys';
import { queryAll, tableName, withoutLayout } from './table';
import { purchaseTransactPut, type Purchase, type TransactWriteItem } from './user-repository';

export type OrderStatus = 'pending' | 'paid';

/**
 * A Stripe Checkout Session as the shop records it: ORDER#{sessionId} / ORDER, found by buyer
 * e-mail through GSI2 (EMAIL#{email} / ORDER#{created_at}). Guest-purchase linking reads these
 * names; keep them stable.
 */
export interface Order {
  session_id: string;
  status: OrderStatus;
  /** Lower-case. */
  buyer_email: string;
  buyer_name?: string;
  /** The signed-in buyer; set later for a guest order when it is linked to an account. */
  user_id?: string;
  /** Who checked out: a guest (create-payment-universal) or a signed-in user. Never changes. */
  buyer_type: 'guest' | 'user';
  mode: PaymentMode;
  created_at: string;
  paid_at?: string;
  product_ids: string[];
  /** USD per product, read from the table at checkout. */
  amounts: Record<string, number>;
  product_names: Record<string, string>;
  total_cents: number;
  currency: 'usd';
}

/** One ITEM#{productId} per product of an order. */
export interface OrderItem {
  session_id: string;
  product_id: string;
  product_name: string;
  amount: number;
}

/** The order and its items in one transaction; a session id is recorded once. */
export async function createPendingOrder(order: Order): Promise<void> {
  const items: TransactWriteItem[] = [
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...order,
          ...keys.order(order.session_id),
          ...(order.buyer_email
            ? {
                GSI2PK: lookupIndex.email(order.buyer_email),
                GSI2SK: emailLookupSortKey.order(order.created_at),
              }
            : {}),
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    ...order.product_ids.map((productId): TransactWriteItem => ({
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.orderItem(order.session_id, productId),
          ...buyerKeys.orderItem(productId, order.session_id),
          session_id: order.session_id,
          product_id: productId,
          product_name: order.product_names[productId] ?? '',
          amount: order.amounts[productId] ?? 0,
        } satisfies OrderItem & Record<string, unknown>,
      },
    })),
  ];
  await dynamo().send(new TransactWriteCommand({ TransactItems: items }));
}

export async function getOrder(sessionId: string): Promise<Order | undefined> {
  const result = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.order(sessionId), ConsistentRead: true }),
  );
  return result.Item ? withoutLayout<Order>(result.Item) : undefined;
}

/**
 * What an e-mail address has in the shop, in one Query of its GSI2 partition: whether an
 * account (profile) uses it, and the orders bought with it.
 */
export async function findByEmail(
  email: string,
): Promise<{ hasProfile: boolean; orders: Order[] }> {
  const items = await queryAll({
    IndexName: lookupIndex.name,
    KeyConditionExpression: 'GSI2PK = :email',
    ExpressionAttributeValues: { ':email': lookupIndex.email(email) },
  });
  const sortKey = (item: Record<string, unknown>) => String(item.GSI2SK ?? '');
  return {
    hasProfile: items.some((item) => sortKey(item) === emailLookupSortKey.profile),
    orders: items
      .filter((item) => sortKey(item).startsWith(emailLookupSortKey.orderPrefix))
      .map((item) => withoutLayout<Order>(item)),
  };
}

export interface MarkPaidInput {
  sessionId: string;
  paidAt: string;
  /** Purchases to create for a signed-in buyer (each only if not owned yet). */
  purchases: Purchase[];
  /** Counter update to apply in the same transaction (omitted for test payments). */
  counter?: TransactWriteItem;
  /** A paid live order joins the sales listing (GSI1 PAID_ORDERS); test orders never do. */
  listAsSale: boolean;
}

/** Why a mark-paid transaction was refused. */
export type MarkPaidOutcome =
  | { outcome: 'paid' }
  /** The order was no longer pending: someone else fulfilled it first. */
  | { outcome: 'already-paid' }
  /** The buyer already owns these products (bought in another session meanwhile). */
  | { outcome: 'already-owned'; productIds: string[] }
  /** Another transaction touched the same items at the same moment: try again. */
  | { outcome: 'conflict' };

function saleListingValues(paidAt: string, sessionId: string) {
  const listing = listingKeys.paidOrder(paidAt, sessionId);
  return { ':listing': listing.GSI1PK, ':listed': listing.GSI1SK };
}

/**
 * Pending -> paid, the buyer's purchases and the sales counters, all or nothing. The order's
 * condition makes concurrent fulfilments (webhook and success page) produce exactly one winner.
 */
export async function markOrderPaid(input: MarkPaidInput): Promise<MarkPaidOutcome> {
  const purchasePuts = input.purchases.map(purchaseTransactPut);
  const items: TransactWriteItem[] = [
    {
      Update: {
        TableName: tableName(),
        Key: keys.order(input.sessionId),
        UpdateExpression: `SET #status = :paid, paid_at = :paidAt${input.listAsSale ? ', GSI1PK = :listing, GSI1SK = :listed' : ''}`,
        ConditionExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':paid': 'paid',
          ':pending': 'pending',
          ':paidAt': input.paidAt,
          ...(input.listAsSale ? saleListingValues(input.paidAt, input.sessionId) : {}),
        },
      },
    },
    ...purchasePuts,
    ...(input.counter ? [input.counter] : []),
  ];
  try {
    await dynamo().send(new TransactWriteCommand({ TransactItems: items }));
    return { outcome: 'paid' };
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    const reasons = error.CancellationReasons ?? [];
    if (reasons[0]?.Code === 'ConditionalCheckFailed') return { outcome: 'already-paid' };
    const owned = input.purchases
      .filter((_, index) => reasons[index + 1]?.Code === 'ConditionalCheckFailed')
      .map((purchase) => purchase.product_id);
    if (owned.length > 0) return { outcome: 'already-owned', productIds: owned };
    if (reasons.some((reason) => reason.Code === 'TransactionConflict')) {
      return { outcome: 'conflict' };
    }
    throw error;
  }
}
