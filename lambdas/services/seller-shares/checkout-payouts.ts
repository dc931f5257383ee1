import { randomUUID } from 'node:crypto';
import type { Product } from '../../rules/product';
import { sellerLinesOf } from './commission-service';

/**
 * What a pending order carries for the payouts, decided at checkout and never changed: its
 * reference (the Stripe transfer group of its payment and of every transfer it pays for), the
 * seller of each seller's product and the commission rate in force on that line.
 */
export async function payoutFieldsOf(products: readonly Pick<Product, 'id' | 'seller_id'>[]) {
  return {
    order_ref: `ord_${randomUUID().replace(/-/g, '')}`,
    ...(await sellerLinesOf(products)),
  };
}
