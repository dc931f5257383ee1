import type { Receipt } from '../../contracts/receipts';
import { getOrder } from '../../repositories/order-repository';
import { getProductsByIds } from '../../repositories/product-repository';
import { getPurchaseRecord } from '../../repositories/user-repository';
import { receiptOfOrder, receiptOfPurchase } from '../../rules/receipt';
import { NotFoundError } from '../shared/errors';

export const RECEIPT_NOT_FOUND = 'Receipt not found';

/**
 * The receipt of the caller's purchase of a product, refunded or not (it records a payment).
 * Only the caller's own purchase record leads to an order, so another buyer's product or order
 * is the same 404 as an unknown one.
 */
export async function myReceipt(userId: string, productId: string): Promise<Receipt> {
  const purchase = await getPurchaseRecord(userId, productId);
  if (!purchase) throw new NotFoundError(RECEIPT_NOT_FOUND);
  const order = purchase.session_id ? await getOrder(purchase.session_id) : undefined;
  if (order && (!order.user_id || order.user_id === userId)) return receiptOfOrder(order);
  // Complimentary and test purchases (and orders removed since) have no order: the purchase
  // record itself is the receipt.
  const [product] = await getProductsByIds([productId]);
  return receiptOfPurchase({
    product_id: productId,
    product_name: product?.name ?? order?.product_names[productId] ?? '',
    purchase_date: purchase.purchase_date,
    amount_paid_cents: purchase.amount_paid_cents,
    is_test: purchase.is_test,
    ...(purchase.refunded_at ? { refunded_at: purchase.refunded_at } : {}),
  });
}
