import type { AdminOrderLine } from '../../../lambdas/contracts/orders';
import { bundleRefunds } from '../../../web/src/features/admin-orders/bundle-refunds';

function line(productId: string, bundle?: AdminOrderLine['bundle']): AdminOrderLine {
  return {
    product_id: productId,
    product_name: `Product ${productId}`,
    list_cents: 2000,
    discount_cents: 0,
    paid_cents: 2000,
    tax_cents: 0,
    seller_id: null,
    refund_id: null,
    duplicate: false,
    ...(bundle ? { bundle } : {}),
  };
}

describe("the admin order page's bundle refunds", () => {
  const starter = { id: 'bnd_a', name: 'Starter' };
  const pro = { id: 'bnd_b', name: 'Pro' };
  const lines = [line('a', starter), line('solo'), line('b', pro), line('c', starter)];

  it('groups each bundle’s refundable lines, in the order of their first line', () => {
    expect(bundleRefunds(lines, ['a', 'solo', 'b', 'c'])).toEqual([
      { ...starter, productIds: ['a', 'c'] },
      { ...pro, productIds: ['b'] },
    ]);
  });

  it('leaves out lines refunded already, and bundles with none left', () => {
    expect(bundleRefunds(lines, ['c', 'solo'])).toEqual([{ ...starter, productIds: ['c'] }]);
    expect(bundleRefunds(lines, ['solo'])).toEqual([]);
  });
});
