import type { AdminOrderLine } from '@contracts/orders';

/** A bundle of the order with lines still refundable, and those lines. */
export interface BundleRefund {
  id: string;
  name: string;
  productIds: string[];
}

/** The order's bundles with refundable lines, in the order of their first line. */
export function bundleRefunds(
  lines: readonly AdminOrderLine[],
  refundable: readonly string[],
): BundleRefund[] {
  const bundles = new Map<string, BundleRefund>();
  for (const line of lines) {
    if (!line.bundle || !refundable.includes(line.product_id)) continue;
    const entry = bundles.get(line.bundle.id) ?? { ...line.bundle, productIds: [] };
    entry.productIds.push(line.product_id);
    bundles.set(line.bundle.id, entry);
  }
  return [...bundles.values()];
}
