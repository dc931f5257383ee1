import type { AdminOrderLine } from '@contracts/orders';
import { buttonClass } from '../../components/button';
import { bundleRefunds } from './bundle-refunds';

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
  return bundleRefunds(lines, refundable).map((bundle) => (
    <button
      key={bundle.id}
      type="button"
      className={buttonClass('secondary', 'sm')}
      onClick={() => onRefund(bundle.productIds)}
    >
      Refund bundle {bundle.name}
    </button>
  ));
}
