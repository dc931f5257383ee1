import type { AdminOrderLine } from '@contracts/orders';
import { buttonClass } from '../../components/button';

/** Under a product's name: the bundle it was sold in. */
export function BundleOfLine({ name }: { name: string }) {
  return <span className="block text-xs text-slate-600">In bundle: {name}</span>;
}

/**
 * One "Refund bundle" per bundle of the order with lines still refundable: the refund dialog
 * opens with every such line of it (a bundle's refund is the refund of its lines).
 */
export function BundleRefundButtons({
  lines,
  refundable,
  onRefund,
}: {
  lines: readonly AdminOrderLine[];
  refundable: readonly string[];
  onRefund: (productIds: string[]) => void;
}) {
  const bundles = new Map<string, { name: string; productIds: string[] }>();
  for (const line of lines) {
    if (!line.bundle || !refundable.includes(line.product_id)) continue;
    const entry = bundles.get(line.bundle.id) ?? { name: line.bundle.name, productIds: [] };
    entry.productIds.push(line.product_id);
    bundles.set(line.bundle.id, entry);
  }
  return [...bundles].map(([id, bundle]) => (
    <button
      key={id}
      type="button"
      className={buttonClass('secondary', 'sm')}
      onClick={() => onRefund(bundle.productIds)}
    >
      Refund bundle {bundle.name}
    </button>
  ));
}
