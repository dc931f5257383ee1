import type { Receipt } from '@contracts/receipts';
import { formatCents } from '@rules/money';
import { buttonClass } from '../../../components/button';
import { PULSE } from '../../../components/Skeleton';
import { formatLongDate } from '../../../lib/format-date';

const FRAME = 'mx-auto max-w-2xl px-4 py-10 sm:px-6 print:max-w-none print:p-0';
const CARD =
  'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 print:border-0 print:shadow-none';

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 py-1 ${strong ? 'font-semibold' : ''}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/** A purchase's receipt, printable (the site's header and footer are not printed). */
export function ReceiptView({ receipt }: { receipt: Receipt }) {
  const date = formatLongDate(receipt.date);
  return (
    <div className={FRAME}>
      <article className={CARD} data-testid="receipt" aria-labelledby="receipt-heading">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h1 id="receipt-heading" className="text-2xl font-bold text-slate-900">
              Receipt
            </h1>
            <p className="mt-1 text-sm text-slate-600">{receipt.seller_name}</p>
          </div>
          <button
            type="button"
            className={buttonClass('secondary', 'sm', 'print:hidden')}
            onClick={() => window.print()}
          >
            Print
          </button>
        </div>
        <dl className="mt-6 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-600">Order number</dt>
            <dd className="font-mono font-medium text-slate-900" data-testid="receipt-order">
              {receipt.order_number}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">Date</dt>
            <dd className="font-medium text-slate-900">
              <time dateTime={receipt.date}>{date || receipt.date}</time>
            </dd>
          </div>
        </dl>
        <table className="mt-6 w-full text-sm">
          <caption className="sr-only">Products</caption>
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-600">
              <th scope="col" className="py-2 font-semibold">
                Product
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Price
              </th>
            </tr>
          </thead>
          <tbody>
            {receipt.lines.map((line) => (
              <tr key={line.product_id} className="border-b border-slate-100 align-top">
                <th scope="row" className="py-2 pr-4 text-left font-normal text-slate-900">
                  {line.name}
                  {line.refunded && <span className="ml-2 text-xs text-slate-600">(refunded)</span>}
                </th>
                <td className="py-2 text-right whitespace-nowrap tabular-nums">
                  {formatCents(line.list_cents)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="mt-4 ml-auto max-w-xs text-sm text-slate-800" data-testid="receipt-totals">
          <Row label="Subtotal" value={formatCents(receipt.subtotal_cents)} />
          {receipt.discount_cents > 0 && (
            <Row
              label={receipt.discount_code ? `Discount (${receipt.discount_code})` : 'Discount'}
              value={`-${formatCents(receipt.discount_cents)}`}
            />
          )}
          <Row label="Tax" value={formatCents(receipt.tax_cents)} />
          <Row label="Total paid" value={formatCents(receipt.total_cents)} strong />
          {receipt.refunded_cents > 0 && (
            <Row label="Refunded" value={`-${formatCents(receipt.refunded_cents)}`} />
          )}
        </dl>
        {receipt.is_test && (
          <p className="mt-4 text-xs text-slate-600">A test purchase: nothing was charged.</p>
        )}
      </article>
    </div>
  );
}

/** The receipt's frame while it loads: the same card, so nothing moves when it arrives. */
export function ReceiptSkeleton() {
  return (
    <div className={FRAME}>
      <div role="status" className={CARD}>
        <span className="sr-only">Loading your receipt...</span>
        <div aria-hidden="true">
          <div className={`h-8 w-32 ${PULSE}`} />
          <div className={`mt-2 h-5 w-48 ${PULSE}`} />
          <div className={`mt-6 h-12 w-full ${PULSE}`} />
          <div className={`mt-6 h-24 w-full ${PULSE}`} />
          <div className={`mt-4 ml-auto h-20 w-full max-w-xs ${PULSE}`} />
        </div>
      </div>
    </div>
  );
}

/** No receipt for this caller: the same words whether it does not exist or is not theirs. */
export function ReceiptMissing({ message }: { message: string }) {
  return (
    <div className={FRAME}>
      <div role="alert" className={CARD}>
        <h1 className="text-xl font-semibold text-slate-900">Receipt not available</h1>
        <p className="mt-2 text-sm text-slate-600">{message}</p>
      </div>
    </div>
  );
}
