import type { ReceiptSummary } from '@rules/receipt-summary';
import { formatUsd } from '@rules/money';
import { CheckCircleIcon } from '../../../components/icons';

/** The order's lines, discount and totals, as the receipt e-mail lists them (one shared rule). */
export function ReceiptFigures({ receipt }: { receipt: ReceiptSummary }) {
  return (
    <dl className="mt-2 space-y-1 text-sm text-slate-700" data-testid="receipt-figures">
      {receipt.lines.map((line) => (
        <div key={line.id} className="flex items-center justify-between gap-3">
          <dt className="flex items-center gap-2">
            <CheckCircleIcon className="size-4 shrink-0 text-emerald-600" />
            {line.name}
          </dt>
          <dd className="tabular-nums">{formatUsd(line.amount)}</dd>
        </div>
      ))}
      {receipt.discount && (
        <div className="flex justify-between gap-3 text-slate-600">
          <dt>{receipt.discount.label}</dt>
          <dd className="tabular-nums">-{formatUsd(receipt.discount.amount)}</dd>
        </div>
      )}
      {receipt.totals.map((total) => (
        <div
          key={total.label}
          className="flex justify-between gap-3 border-t border-slate-200 pt-1 font-semibold text-slate-900"
        >
          <dt>{total.label}</dt>
          <dd className="tabular-nums">{formatUsd(total.amount)}</dd>
        </div>
      ))}
    </dl>
  );
}
