import { toCents } from '../rules/money';
import { withoutLayout } from './table';

/** Money an order keeps per line, in whole cents. */
export interface OrderLineMoney {
  /** What each line cost the buyer: its price at checkout less its part of the discount. */
  line_cents: Record<string, number>;
  /** With a discount: each line's price before it. */
  list_cents?: Record<string, number>;
}

/**
 * What orders stored before money was kept in cents carry instead: USD floats per line. They
 * are read as cents here, wherever the migration (money-migrations.ts) has got to, so no
 * reader ever sees a float and nothing depends on the migration having finished.
 */
export interface LegacyOrderMoney {
  amounts?: Record<string, number>;
  list_amounts?: Record<string, number>;
}

export function centsByLine(usd: Readonly<Record<string, number>>): Record<string, number> {
  return Object.fromEntries(Object.entries(usd).map(([id, amount]) => [id, toCents(amount)]));
}

/** An order item as the table holds it, in either shape, as the order the code works with. */
export function storedOrder<T extends OrderLineMoney>(item: Record<string, unknown>): T {
  const {
    amounts,
    list_amounts: listAmounts,
    ...order
  } = withoutLayout<T & LegacyOrderMoney>(item);
  const listCents = order.list_cents ?? (listAmounts ? centsByLine(listAmounts) : undefined);
  return {
    ...order,
    line_cents: order.line_cents ?? centsByLine(amounts ?? {}),
    ...(listCents ? { list_cents: listCents } : {}),
  } as T;
}

/**
 * A purchase item in either shape: purchases stored before money was kept in cents carry
 * `amount_paid` in USD; the migration (money-migrations.ts) rewrites them.
 */
export function storedPurchase<T extends { amount_paid_cents: number }>(
  item: Record<string, unknown>,
): T {
  const { amount_paid: amountPaid, ...purchase } = withoutLayout<T & { amount_paid?: number }>(
    item,
  );
  return {
    ...purchase,
    amount_paid_cents: purchase.amount_paid_cents ?? toCents(amountPaid ?? 0),
  } as T;
}
