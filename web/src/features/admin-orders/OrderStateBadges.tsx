import type { AdminOrderSummary } from '@contracts/orders';
import { Badge, type BadgeTone } from '../../components/Badge';
import { ORDER_STATE_LABELS } from './order-text';

const STATE_TONES: Record<AdminOrderSummary['state'], BadgeTone> = {
  paid: 'green',
  partially_refunded: 'amber',
  refunded: 'neutral',
};

/** The order's state, and whether its payment is disputed or was made in test mode. */
export function OrderStateBadges({
  order,
}: {
  order: Pick<AdminOrderSummary, 'state' | 'disputed' | 'mode'>;
}) {
  return (
    <span className="flex flex-wrap gap-1.5">
      <Badge tone={STATE_TONES[order.state]}>{ORDER_STATE_LABELS[order.state]}</Badge>
      {order.disputed && <Badge tone="red">Disputed</Badge>}
      {order.mode === 'test' && <Badge tone="amber">Test</Badge>}
    </span>
  );
}
