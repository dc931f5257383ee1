import {
  DeleteCommand,
  TransactWriteCommand,
  UpdateCommand,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import { cancelledTransaction, whenConditionHolds } from './conditional-write';
import { keys, listingKeys, orderItemPrefix, payoutKeys } from './keys';
import { queryAll, tableName } from './table';
import { purchaseTransactPut, type Purchase } from './user-repository';
import type { TransactWriteItem } from './transaction';
import type { OrderPresentment } from '../rules/presentment';
import type { BuyerTaxId, OrderInvoice } from '../rules/tax';

/** How a product becomes the buyer's: an account's purchase, or a guest address's ownership. */
export type OwnershipClaim =
  | { kind: 'purchase'; purchase: Purchase }
  | { kind: 'guest'; email: string; productId: string; sessionId: string; at: string };

function claimProductId(claim: OwnershipClaim): string {
  return claim.kind === 'purchase' ? claim.purchase.product_id : claim.productId;
}

/** A conditional put: it fails when the buyer owns the product already (another order). */
function claimPut(claim: OwnershipClaim): TransactWriteItem {
  if (claim.kind === 'purchase') return purchaseTransactPut(claim.purchase);
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.guestOwnership(claim.email, claim.productId),
        product_id: claim.productId,
        session_id: claim.sessionId,
        owned_since: claim.at,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

/** What the paid session says about tax and its invoice, recorded with the payment. */
export interface OrderBilling {
  taxCents: number;
  /** The session's total: what the buyer paid, tax included. */
  amountPaidCents: number;
  taxIds: BuyerTaxId[];
  /** With tax: each product's part of it, in cents. */
  taxByLine?: Record<string, number>;
  invoice?: OrderInvoice;
  /** What the buyer paid in their own currency, when not in USD (Adaptive Pricing). */
  presentment?: OrderPresentment;
}

export interface SettleInput {
  sessionId: string;
  paidAt: string;
  paymentIntent?: string;
  /** One per product granted by this order. */
  claims: OwnershipClaim[];
  /** Products of the session the buyer already owned: refunded, not granted. */
  refund?: { productIds: string[]; cents: number; chargedCents: number };
  /** Counter update of the granted products (omitted for test payments and full refunds). */
  /** The sales counters' writes (one for a sale; a free claim's several). */
  counter?: TransactWriteItem | readonly TransactWriteItem[];
  /** A paid live order joins the sales listing (GSI1 PAID_ORDERS); test orders never do. */
  listAsSale: boolean;
  /** A paid live order with sellers' lines enters the payouts outbox (GSI3 PAYOUTS_DUE). */
  payoutsDue?: boolean;
  /** One more redemption of the order's discount code (counted once, with the order). */
  redemption?: TransactWriteItem;
  /** Written with the payment, so it is recorded exactly once, by the one settling caller. */
  billing?: OrderBilling;
}

export type SettleOutcome =
  | { outcome: 'settled'; status: 'paid' | 'refunded' }
  /** The order was no longer pending: someone else settled (or closed) it first. */
  | { outcome: 'already-settled' }
  /** The buyer already owns these products (bought in another order meanwhile). */
  | { outcome: 'already-owned'; productIds: string[] }
  /** Another transaction touched the same items at the same moment: try again. */
  | { outcome: 'conflict' };

function orderUpdate(input: SettleInput, status: 'paid' | 'refunded'): TransactWriteItem {
  const granted = input.claims.map(claimProductId);
  const listed = status === 'paid' && input.listAsSale;
  const listing = listingKeys.paidOrder(input.paidAt, input.sessionId);
  const sets = ['#status = :status', 'paid_at = :paidAt'];
  const values: Record<string, unknown> = {
    ':status': status,
    ':pending': 'pending',
    ':paidAt': input.paidAt,
  };
  if (input.paymentIntent) {
    sets.push('payment_intent = :intent');
    values[':intent'] = input.paymentIntent;
  }
  if (input.billing) {
    sets.push('tax_cents = :tax', 'amount_paid_cents = :amountPaid', 'tax_ids = :taxIds');
    values[':tax'] = input.billing.taxCents;
    values[':amountPaid'] = input.billing.amountPaidCents;
    values[':taxIds'] = input.billing.taxIds;
    if (input.billing.taxByLine) {
      sets.push('tax_by_line = :taxByLine');
      values[':taxByLine'] = input.billing.taxByLine;
    }
    if (input.billing.invoice) {
      sets.push('invoice = :invoice');
      values[':invoice'] = input.billing.invoice;
    }
    if (input.billing.presentment) {
      sets.push('presentment = :presentment');
      values[':presentment'] = input.billing.presentment;
    }
  }
  if (listed) {
    sets.push('GSI1PK = :listing', 'GSI1SK = :listed');
    values[':listing'] = listing.GSI1PK;
    values[':listed'] = listing.GSI1SK;
  }
  if (status === 'paid' && input.payoutsDue) {
    const due = payoutKeys.dueListing(input.paidAt, input.sessionId);
    sets.push('GSI3PK = :payoutsDue', 'GSI3SK = :payoutsDueAt');
    values[':payoutsDue'] = due.GSI3PK;
    values[':payoutsDueAt'] = due.GSI3SK;
  }
  if (input.refund) {
    // What the order sells from now on: the granted products and their total.
    sets.push(
      'product_ids = :granted',
      'total_cents = :grantedCents',
      'charged_cents = :charged',
      'refunded_product_ids = :refunded',
      'refund_cents = :refundCents',
    );
    values[':granted'] = granted;
    values[':grantedCents'] = input.refund.chargedCents - input.refund.cents;
    values[':charged'] = input.refund.chargedCents;
    values[':refunded'] = input.refund.productIds;
    values[':refundCents'] = input.refund.cents;
  }
  return {
    Update: {
      TableName: tableName(),
      Key: keys.order(input.sessionId),
      UpdateExpression: `SET ${sets.join(', ')} REMOVE #ttl`,
      ConditionExpression: '#status = :pending',
      ExpressionAttributeNames: { '#status': 'status', '#ttl': 'ttl' },
      ExpressionAttributeValues: values,
    },
  };
}

/** The invoice number the buyer sees, to the order: written with the payment, as the invoice. */
function invoiceLookup(input: SettleInput): TransactWriteItem[] {
  const number = input.billing?.invoice?.number;
  if (!number) return [];
  return [
    {
      Put: {
        TableName: tableName(),
        Item: { ...keys.invoiceNumber(number), session_id: input.sessionId },
      },
    },
  ];
}

/**
 * Pending -> paid (or refunded when every product was already owned), the buyer's ownership
 * claims, the removal of refunded products' items and the sales counters: all or nothing. The
 * order's condition makes concurrent fulfilments (webhook and success page) produce exactly one
 * winner; the claims' conditions make two paid orders of the same product grant it once.
 */
export async function settleOrder(input: SettleInput): Promise<SettleOutcome> {
  const status = input.claims.length > 0 || !input.refund ? 'paid' : 'refunded';
  const items: TransactWriteItem[] = [
    orderUpdate(input, status),
    ...input.claims.map(claimPut),
    // A refunded product's item would list this order among the product's buyers.
    ...(input.refund?.productIds ?? []).map((productId): TransactWriteItem => ({
      Delete: { TableName: tableName(), Key: keys.orderItem(input.sessionId, productId) },
    })),
    ...[input.counter ?? []].flat(),
    ...(input.redemption ? [input.redemption] : []),
    ...invoiceLookup(input),
  ];
  try {
    await dynamo().send(new TransactWriteCommand({ TransactItems: items }));
    return { outcome: 'settled', status };
  } catch (error) {
    const cancelled = cancelledTransaction(error);
    if (!cancelled) throw error;
    const { failedConditions } = cancelled;
    // Item 0 is the order's update; the claims follow it in order.
    if (failedConditions.includes(0)) return { outcome: 'already-settled' };
    const owned = input.claims
      .filter((_, index) => failedConditions.includes(index + 1))
      .map(claimProductId);
    if (owned.length > 0) return { outcome: 'already-owned', productIds: owned };
    if (cancelled.conflict) return { outcome: 'conflict' };
    throw error;
  }
}

/**
 * One conditional update of an order item: true when it was made, false when its condition
 * did not hold (someone else moved the order on first).
 */
async function updateOrderIf(
  sessionId: string,
  update: Pick<
    UpdateCommandInput,
    | 'UpdateExpression'
    | 'ConditionExpression'
    | 'ExpressionAttributeNames'
    | 'ExpressionAttributeValues'
  >,
): Promise<boolean> {
  return whenConditionHolds(() =>
    dynamo().send(
      new UpdateCommand({ TableName: tableName(), Key: keys.order(sessionId), ...update }),
    ),
  );
}

/** Records the refund Stripe made, once; true for the caller that recorded it. */
export function recordRefund(sessionId: string, refundId: string, now: string): Promise<boolean> {
  return updateOrderIf(sessionId, {
    UpdateExpression: 'SET refund_id = :refund, refunded_at = :now',
    ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(refund_id)',
    ExpressionAttributeValues: { ':refund': refundId, ':now': now },
  });
}

/**
 * Closes a pending order that will never be paid (expired session, failed delayed payment) and
 * removes its items, so it lists nobody among a product's buyers (the order keeps its product
 * ids and its TTL). True when this call closed
 * it; a paid or already closed order is left as it is.
 */
export async function closePendingOrder(
  sessionId: string,
  status: 'expired' | 'failed',
  now: string,
): Promise<boolean> {
  const closed = await updateOrderIf(sessionId, {
    UpdateExpression: 'SET #status = :closed, closed_at = :now',
    ConditionExpression: '#status = :pending',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':closed': status, ':pending': 'pending', ':now': now },
  });
  if (!closed) return false;
  const orderItems = await queryAll({
    KeyConditionExpression: 'PK = :order AND begins_with(SK, :item)',
    ExpressionAttributeValues: {
      ':order': keys.order(sessionId).PK,
      ':item': orderItemPrefix.item,
    },
    ProjectionExpression: 'PK, SK',
  });
  await Promise.all(
    orderItems.map((item) =>
      dynamo().send(
        new DeleteCommand({ TableName: tableName(), Key: { PK: item.PK, SK: item.SK } }),
      ),
    ),
  );
  return true;
}

/**
 * A session completed with a delayed payment method: its order waits (without TTL) for
 * async_payment_succeeded or async_payment_failed. False when it is no longer pending.
 */
export function keepAwaitingPayment(sessionId: string, now: string): Promise<boolean> {
  return updateOrderIf(sessionId, {
    UpdateExpression: 'SET awaiting_payment_since = :now REMOVE #ttl',
    ConditionExpression: '#status = :pending',
    ExpressionAttributeNames: { '#status': 'status', '#ttl': 'ttl' },
    ExpressionAttributeValues: { ':pending': 'pending', ':now': now },
  });
}
