import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import type { OrderDispute, OrderRefund } from '../rules/refunds';
import { whenConditionHolds } from './conditional-write';
import { buyerKeys, keys } from './keys';
import type { Order } from './order-repository';
import { tableName } from './table';
import { writeTransaction, type TransactWriteItem } from './transaction';

/** What a refund takes back from whoever owned the products through this order. */
export interface RefundRevocations {
  /** The account holding the order's purchases (signed-in buyers, linked guests). */
  userId?: string;
  /** Products whose purchase item came from this order (checked again in the write). */
  purchases: string[];
  /** The guest address whose ownership items came from this order. */
  guestEmail?: string;
  guestOwnerships: string[];
}

export interface RefundWrite {
  order: Order;
  refund: OrderRefund;
  /** Pre-tax cents of the refunded lines (what comes off `total_cents` and the figures). */
  linesCents: number;
  revocations: RefundRevocations;
  counter?: TransactWriteItem;
  audit?: TransactWriteItem;
  /** The back-office hold this refund was made under, let go of in the same write. */
  releaseClaim?: string;
}

function orderUpdate({ order, refund, linesCents, releaseClaim }: RefundWrite): TransactWriteItem {
  const refunded = new Set(refund.product_ids);
  const lineRefunds = { ...order.line_refunds };
  for (const productId of refund.product_ids) lineRefunds[productId] = refund.refund_id;
  const seq = order.refund_seq ?? 0;
  return {
    Update: {
      TableName: tableName(),
      Key: keys.order(order.session_id),
      UpdateExpression:
        'SET refunds = :refunds, line_refunds = :lines, product_ids = :remaining, ' +
        'total_cents = :total, refunded_cents = :refundedCents, refund_seq = :next' +
        (releaseClaim ? ' REMOVE refund_claim' : ''),
      // Optimistic: whoever refunded in between (another caller, the same refund replayed)
      // changed refund_seq, and this write is worked out again from the order as it is now.
      ConditionExpression:
        '#status = :paid AND ' +
        (seq === 0 ? 'attribute_not_exists(refund_seq)' : 'refund_seq = :seq') +
        (releaseClaim ? ' AND refund_claim.id = :claim' : ''),
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':refunds': [...(order.refunds ?? []), refund],
        ':lines': lineRefunds,
        ':remaining': order.product_ids.filter((id) => !refunded.has(id)),
        ':total': order.total_cents - linesCents,
        ':refundedCents': (order.refunded_cents ?? 0) + linesCents,
        ':next': seq + 1,
        ':paid': 'paid',
        ...(seq === 0 ? {} : { ':seq': seq }),
        ...(releaseClaim ? { ':claim': releaseClaim } : {}),
      },
    },
  };
}

/** The order items leave the buyers' ORDER# listing: no more update e-mails for them. */
function orderItemUpdate(order: Order, productId: string, refund: OrderRefund): TransactWriteItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.orderItem(order.session_id, productId),
      UpdateExpression: 'SET refund_id = :refund, GSI2PK = :pk, GSI2SK = :sk',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: {
        ':refund': refund.refund_id,
        ':pk': buyerKeys.refundedOrderItem(productId, order.session_id).GSI2PK,
        ':sk': buyerKeys.refundedOrderItem(productId, order.session_id).GSI2SK,
      },
    },
  };
}

function purchaseUpdate(
  userId: string,
  productId: string,
  order: Order,
  refund: OrderRefund,
): TransactWriteItem {
  const refundedKeys = buyerKeys.refundedPurchase(productId, userId);
  return {
    Update: {
      TableName: tableName(),
      Key: keys.purchase(userId, productId),
      // Out of the SALES listing and the buyers' USER# listing; kept for the account's record.
      UpdateExpression:
        'SET refunded_at = :at, refund_id = :refund, GSI2PK = :pk, GSI2SK = :sk ' +
        'REMOVE GSI1PK, GSI1SK',
      ConditionExpression: 'session_id = :session AND attribute_not_exists(refunded_at)',
      ExpressionAttributeValues: {
        ':at': refund.at,
        ':refund': refund.refund_id,
        ':pk': refundedKeys.GSI2PK,
        ':sk': refundedKeys.GSI2SK,
        ':session': order.session_id,
      },
    },
  };
}

function guestOwnershipDelete(email: string, productId: string, order: Order): TransactWriteItem {
  return {
    Delete: {
      TableName: tableName(),
      Key: keys.guestOwnership(email, productId),
      ConditionExpression: 'session_id = :session',
      ExpressionAttributeValues: { ':session': order.session_id },
    },
  };
}

/** DynamoDB's limit on one transaction. */
export const MAX_TRANSACTION_ITEMS = 100;

/**
 * The refund's effects in one transaction: the order (refund recorded, lines taken out of what
 * it sells, its total lowered), the order items, the purchases or guest ownerships, the sales
 * counters and the audit entry. False when the order changed meanwhile (another refund): the
 * caller reads it again and decides anew.
 */
export async function writeRefund(write: RefundWrite): Promise<boolean> {
  const { order, refund } = write;
  const { userId, guestEmail, purchases, guestOwnerships } = write.revocations;
  const items: TransactWriteItem[] = [
    orderUpdate(write),
    ...refund.product_ids.map((productId) => orderItemUpdate(order, productId, refund)),
    ...(userId
      ? purchases.map((productId) => purchaseUpdate(userId, productId, order, refund))
      : []),
    ...(guestEmail
      ? guestOwnerships.map((productId) => guestOwnershipDelete(guestEmail, productId, order))
      : []),
    ...(write.counter ? [write.counter] : []),
    ...(write.audit ? [write.audit] : []),
  ];
  if (items.length > MAX_TRANSACTION_ITEMS) {
    throw new Error(`A refund of ${refund.product_ids.length} products is too large to record`);
  }
  const result = await writeTransaction(items);
  return result.ok;
}

/** Records the dispute on the order (the latest one wins: Stripe sends one per dispute). */
export async function recordDispute(sessionId: string, dispute: OrderDispute): Promise<boolean> {
  return whenConditionHolds(() =>
    dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.order(sessionId),
        UpdateExpression: 'SET dispute = :dispute',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':dispute': dispute },
      }),
    ),
  );
}
