import { useRef, useState } from 'react';
import { formatCents } from '@rules/money';
import type { AdminOrderDetail, AdminOrderLine } from '@contracts/orders';
import { Badge, type BadgeTone } from '../../components/Badge';
import { buttonClass } from '../../components/button';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { CHECKBOX_CLASS } from '../../components/form';
import { RefundDialog } from './RefundDialog';
import { BundleOfLine, BundleRefundButtons } from './BundleRefundButtons';
import {
  isRefundable,
  LINE_STATUS_LABELS,
  lineStatus,
  refundableProductIds,
  type LineStatus,
} from './order-text';

const STATUS_TONES: Record<LineStatus, BadgeTone> = {
  paid: 'green',
  refunded: 'neutral',
  duplicate: 'amber',
};

const money = (cents: (line: AdminOrderLine) => number) => ({
  align: 'right' as const,
  cellClassName: 'whitespace-nowrap tabular-nums',
  cell: (line: AdminOrderLine) => formatCents(cents(line)),
});

function columns(
  chosen: ReadonlySet<string>,
  toggle: (productId: string) => void,
): DataTableColumn<AdminOrderLine>[] {
  return [
    {
      header: 'Product',
      cell: (line) =>
        isRefundable(line) ? (
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              className={CHECKBOX_CLASS}
              checked={chosen.has(line.product_id)}
              onChange={() => toggle(line.product_id)}
            />
            <span>
              <span className="sr-only">Choose for refund: </span>
              {line.product_name}
              {line.bundle && <BundleOfLine name={line.bundle.name} />}
            </span>
          </label>
        ) : (
          // Lined up with the names that have a checkbox.
          <span className="block pl-6">
            {line.product_name}
            {line.bundle && <BundleOfLine name={line.bundle.name} />}
          </span>
        ),
    },
    { header: 'Price', ...money((line) => line.list_cents) },
    {
      header: 'Discount',
      align: 'right',
      cellClassName: 'whitespace-nowrap tabular-nums',
      cell: (line) => (line.discount_cents > 0 ? `-${formatCents(line.discount_cents)}` : '–'),
    },
    { header: 'Paid', ...money((line) => line.paid_cents) },
    { header: 'Tax', ...money((line) => line.tax_cents) },
    {
      header: 'Status',
      cell: (line) => {
        const status = lineStatus(line);
        return <Badge tone={STATUS_TONES[status]}>{LINE_STATUS_LABELS[status]}</Badge>;
      },
    },
  ];
}

/**
 * The order's products with what each cost and whether it is refunded. The refundable ones can
 * be ticked and refunded together, or all of them at once, after the refund dialog.
 */
export function OrderLinesSection({ order }: { order: AdminOrderDetail }) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [refunding, setRefunding] = useState<string[] | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // After a refund the button that opened the dialog is disabled or gone: focus goes to the
  // products, whose status has just changed. After Cancel it goes back to the button.
  const focusAfterRefund = useRef<HTMLElement | null>(null);
  const open = (productIds: string[]) => {
    focusAfterRefund.current = null;
    setRefunding(productIds);
  };
  const refundable = refundableProductIds(order.lines);
  // Only lines that can still be refunded count (a refund elsewhere may have taken some).
  const selected = refundable.filter((id) => chosen.has(id));
  const toggle = (productId: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(productId)) next.add(productId);
      return next;
    });

  return (
    <section aria-labelledby="order-lines-heading" className="flex flex-col gap-3">
      <h2
        id="order-lines-heading"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900 focus:outline-none"
      >
        Products
      </h2>
      <DataTable
        caption="Products in this order"
        columns={columns(chosen, toggle)}
        rows={order.lines}
        rowKey={(line) => line.product_id}
        empty="This order has no products."
        minWidthClassName="min-w-[44rem]"
        testId="order-lines"
      />
      {refundable.length > 0 && (
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            disabled={selected.length === 0}
            aria-describedby="refund-selected-hint"
            onClick={() => open(selected)}
          >
            Refund selected
          </button>
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            onClick={() => open(refundable)}
          >
            Refund whole order
          </button>
          <BundleRefundButtons lines={order.lines} refundable={refundable} onRefund={open} />
          <p id="refund-selected-hint" className="text-sm text-slate-600">
            {selected.length === 0
              ? 'Tick the products to refund.'
              : `${selected.length} of ${refundable.length} refundable products chosen.`}
          </p>
        </div>
      )}
      <RefundDialog
        order={order}
        productIds={refunding ?? []}
        open={refunding !== null}
        finalFocus={focusAfterRefund}
        onClose={() => setRefunding(null)}
        onRefunded={() => {
          focusAfterRefund.current = heading.current;
          setRefunding(null);
          setChosen(new Set());
        }}
      />
    </section>
  );
}
