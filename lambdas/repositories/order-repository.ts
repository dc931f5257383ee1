import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../infra/aws-clients';
import type { OrderBundle } from '../rules/bundles';
import type { PaymentMode } from '../rules/payment-mode';
import type { OrderPresentment } from '../rules/presentment';
import type { OrderDispute, OrderRefund, RefundClaim } from '../rules/refunds';
import type { BuyerTaxId, OrderInvoice } from '../rules/tax';
import { buyerKeys, emailLookupSortKey, keys, lookupIndex } from './keys';
import { batchGetAll } from './batch-get';
import { storedOrder, type OrderLineMoney } from './order-money';
import { queryAll, tableName } from './table';
import type { TransactWriteItem } from './transaction';

/**
 * pending -> paid (granted, perhaps with a partial refund of products already owned),
 * refunded (everything was already owned: the whole payment goes back), or closed without a
 * payment: expired (the Checkout Session expired) or failed (a delayed payment failed).
 */
export type OrderStatus = 'pending' | 'paid' | 'refunded' | 'expired' | 'failed';

/**
 * Stripe expires an unpaid Checkout Session after 24 hours; its pending order is removed by
 * DynamoDB's TTL two hours later (a late expiry event still finds it). A session that completed
 * with a delayed payment method loses the TTL until the payment settles.
 */
export const PENDING_ORDER_TTL_SECONDS = 26 * 60 * 60;

/**
 * A Stripe Checkout Session as the shop records it: ORDER#{sessionId} / ORDER, found by buyer
 * e-mail through GSI2 (EMAIL#{email} / ORDER#{created_at}). Guest-purchase linking reads these
 * names; keep them stable.
 */
export interface Order extends OrderLineMoney {
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
  /**
   * Per product, in cents (OrderLineMoney): `line_cents` is what the buyer pays for it, its
   * price read from the table at checkout less its share of the discount (every figure: sales,
   * CSV, charts, earnings, refunds reads this); `list_cents`, with a discount, the prices before
   * it. `discount_cents` is each line's discount.
   */
  discount_cents?: Record<string, number>;
  /** The discount code used, and what it took off the order in cents. */
  discount?: { id: string; code: string; cents: number };
  /** Bundles sold in this order, by id: their products are ordinary lines, grouped here. */
  bundles?: Record<string, OrderBundle>;
  product_names: Record<string, string>;
  /**
   * Written at checkout, never changed: the seller of each product that has one (the shop's own
   * products have none) and the commission rate in basis points charged on that line.
   */
  seller_ids?: Record<string, string>;
  commission_rates?: Record<string, number>;
  /**
   * The order's id in the shop (`ord_` and 32 hex digits): the Stripe transfer group of its
   * payment and transfers, and `order_id` in the session's and the invoice's metadata. Orders
   * from before payouts lack it.
   */
  order_ref?: string;
  /** What the order sells: after a partial refund, the granted products only. */
  total_cents: number;
  currency: 'usd';
  /** What the buyer paid when part of it was refunded (the session's amount). */
  charged_cents?: number;
  /** Products of the session the buyer already owned through another order: refunded. */
  refunded_product_ids?: string[];
  refund_cents?: number;
  /** Set once Stripe made the refund; whoever sets it sends the one refund e-mail. */
  refund_id?: string;
  refunded_at?: string;
  /** The Stripe payment behind a paid session (refunds are made against it). */
  payment_intent?: string;
  /** When the order was closed without a payment (expired, failed). */
  closed_at?: string;
  /**
   * Recorded when the order is paid, from the Checkout Session: the tax Stripe added (cents, 0
   * without Stripe Tax), what the buyer paid in all (tax included) and the tax ids they gave.
   * `total_cents` and the sales figures stay before tax: tax is not the shop's revenue.
   */
  tax_cents?: number;
  amount_paid_cents?: number;
  tax_ids?: BuyerTaxId[];
  /** With tax: each product's part of `tax_cents` (a refund of a line gives its tax back too). */
  tax_by_line?: Record<string, number>;
  /** The Stripe invoice of the paid order (Checkout's invoice_creation). */
  invoice?: OrderInvoice;
  /**
   * What the buyer paid in their own currency (Adaptive Pricing), beside `amount_paid_cents`
   * in USD; absent when they paid in USD. No figure of the shop reads it.
   */
  presentment?: OrderPresentment;
  /**
   * Refunds after payment (the back office's or Stripe Dashboard's), oldest first; each
   * refunded product's refund id; the pre-tax cents they took off `total_cents`. Each refund
   * rewrites them together, conditioned on `refund_seq`.
   */
  refunds?: OrderRefund[];
  line_refunds?: Record<string, string>;
  refunded_cents?: number;
  refund_seq?: number;
  /** A back-office refund under way (see REFUND_CLAIM_SECONDS); removed when it is recorded. */
  refund_claim?: RefundClaim;
  /** Set when the buyer's bank disputes the payment. */
  dispute?: OrderDispute;
  /** A free claim (services/free-claims): no Stripe session, no payment, not a sale. */
  free_claim?: true;
}

/** One ITEM#{productId} per product of an order. */
export interface OrderItem {
  session_id: string;
  product_id: string;
  product_name: string;
  /** What the buyer pays for it, in cents, after its discount. */
  amount_cents: number;
  /** Its share of the order's discount, in cents (0 without one). */
  discount_cents: number;
  /** The seller and the commission rate of this line at the time of sale. */
  seller_id?: string;
  commission_rate_bps?: number;
}

function lineSeller(order: Order, productId: string): Partial<OrderItem> {
  const sellerId = order.seller_ids?.[productId];
  const rate = order.commission_rates?.[productId];
  return sellerId && rate !== undefined ? { seller_id: sellerId, commission_rate_bps: rate } : {};
}

/**
 * The order and its items in one transaction; a session id is recorded once. The order expires
 * through TTL unless it is paid or awaits a delayed payment; closing it removes its items.
 */
export async function createPendingOrder(order: Order): Promise<void> {
  const ttl = Math.floor(Date.parse(order.created_at) / 1000) + PENDING_ORDER_TTL_SECONDS;
  const items: TransactWriteItem[] = [
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...order,
          ...keys.order(order.session_id),
          ttl,
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
    // The order id's lookup: the admin's search and Stripe's charges (their transfer group).
    ...(order.order_ref
      ? [
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.orderRef(order.order_ref), session_id: order.session_id },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
        ]
      : []),
    ...order.product_ids.map((productId): TransactWriteItem => ({
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.orderItem(order.session_id, productId),
          ...buyerKeys.orderItem(productId, order.session_id),
          session_id: order.session_id,
          product_id: productId,
          product_name: order.product_names[productId] ?? '',
          amount_cents: order.line_cents[productId] ?? 0,
          discount_cents: order.discount_cents?.[productId] ?? 0,
          ...lineSeller(order, productId),
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
  return result.Item ? storedOrder<Order>(result.Item) : undefined;
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
      .map((item) => storedOrder<Order>(item)),
  };
}

/** The invoices of many orders, by session id; orders without one (or unknown) are absent. */
export async function getOrderInvoices(
  sessionIds: readonly string[],
): Promise<Map<string, OrderInvoice>> {
  const items = await batchGetAll(sessionIds.map((sessionId) => keys.order(sessionId)));
  const invoices = new Map<string, OrderInvoice>();
  for (const item of items) {
    const order = storedOrder<Order>(item);
    if (order.invoice) invoices.set(order.session_id, order.invoice);
  }
  return invoices;
}

/** The session behind a Stripe invoice number the buyer sees, when its order recorded it. */
export async function findSessionByInvoiceNumber(number: string): Promise<string | undefined> {
  const result = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.invoiceNumber(number) }),
  );
  const sessionId = result.Item?.session_id;
  return typeof sessionId === 'string' ? sessionId : undefined;
}

/** The session behind a shop order id (`ord_...`), when the order was made with one. */
export async function findSessionByOrderRef(orderRef: string): Promise<string | undefined> {
  const result = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: keys.orderRef(orderRef) }),
  );
  const sessionId = result.Item?.session_id;
  return typeof sessionId === 'string' ? sessionId : undefined;
}
