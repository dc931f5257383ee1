import type { Order } from '../../repositories/order-repository';
import type { PageKey } from '../../repositories/page-cursor';
import { getProductsByIds } from '../../repositories/product-repository';
import {
  readSellerViewsState,
  saveSellerViewsState,
} from '../../repositories/sales-figure-migration-repository';
import { pagePaidOrders } from '../../repositories/sales-listing-repository';
import { pageRankedProducts, rankProduct } from '../../repositories/sales-rank-repository';
import { putMissingSellerSale } from '../../repositories/seller-sale-repository';

const PAGE = 100;

/** The sale rows an order paid before they existed gets: its sellers' products still owned. */
async function putOrderRows(order: Order): Promise<number> {
  if (order.mode !== 'live' || !order.paid_at || order.free_claim) return 0;
  if (order.status !== 'paid' && order.status !== 'refunded') return 0;
  let written = 0;
  for (const productId of order.product_ids) {
    const sellerId = order.seller_ids?.[productId];
    if (!sellerId) continue;
    const put = await putMissingSellerSale({
      seller_id: sellerId,
      session_id: order.session_id,
      product_id: productId,
      product_name: order.product_names[productId] ?? productId,
      amount_cents: order.line_cents[productId] ?? 0,
      paid_at: order.paid_at,
      guest: order.buyer_type === 'guest',
    });
    if (put) written += 1;
  }
  return written;
}

/**
 * Fills what the sellers' statistics read instead of their whole product list, from the data
 * there is: first every product with figures is ranked under its seller (the shop's ranking
 * lists them all; the seller is the product's), then every paid order gets its sellers' sale
 * rows (recent sales). Rows are put only where none exists, so a row the stream wrote or a
 * refund marked meanwhile stays as it is; ranking rewrites the same key. Resumable: the step
 * and position are saved after each page, a repeated page changes nothing. Idempotent once
 * finished.
 */
export async function migrateSellerViews(options: {
  shouldStop?: () => boolean;
}): Promise<{ migrated: number; finished: boolean }> {
  const state = await readSellerViewsState();
  if (state.finished) return { migrated: 0, finished: true };
  let migrated = 0;
  for (;;) {
    if (options.shouldStop?.()) return { migrated, finished: false };
    if ((state.step ?? 'rank') === 'rank') {
      const page = await pageRankedProducts(PAGE, state.lastKey);
      const products = await getProductsByIds(page.productIds);
      for (const product of products) {
        if (!product.seller_id) continue;
        await rankProduct(product.id, product.seller_id);
        migrated += 1;
      }
      state.step = page.lastKey ? 'rank' : 'rows';
      state.lastKey = page.lastKey;
    } else {
      const page = await pagePaidOrders('0000', '9999', PAGE, state.lastKey as PageKey | undefined);
      for (const order of page.orders) migrated += await putOrderRows(order);
      state.lastKey = page.lastKey;
      if (!page.lastKey) state.finished = true;
    }
    await saveSellerViewsState(state);
    if (state.finished) return { migrated, finished: true };
  }
}
