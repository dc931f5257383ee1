import { escapeHtml } from '../../../lambdas/rules/html';
import { textPdf } from './invoice-pdf';
import type { LocalInvoice } from './invoices';
import { page } from './page-layout';

/** What an invoice shows, once for its hosted page and its PDF: lines, discount, tax, total. */
interface InvoiceRow {
  label: string;
  amount: number;
  kind: 'line' | 'summary' | 'total';
}

function plainMoney(cents: number, currency: string): string {
  const sign = cents < 0 ? '-' : '';
  return `${sign}${(Math.abs(cents) / 100).toFixed(2)} ${currency.toUpperCase()}`;
}

function rows(invoice: LocalInvoice): InvoiceRow[] {
  const { discount_name: discountName, tax_rate_percent: taxRate } = invoice.local_summary;
  const discount = invoice.total_discount_amounts.reduce((sum, item) => sum + item.amount, 0);
  const taxAmount = invoice.total_taxes.reduce((sum, item) => sum + item.amount, 0);
  return [
    ...invoice.lines.data.map((line) => ({
      label: line.quantity > 1 ? `${line.description} x ${line.quantity}` : line.description,
      amount: line.amount,
      kind: 'line' as const,
    })),
    { label: 'Subtotal', amount: invoice.subtotal, kind: 'summary' },
    ...(discount > 0
      ? [
          {
            label: `Discount (${discountName ?? 'coupon'})`,
            amount: -discount,
            kind: 'summary' as const,
          },
        ]
      : []),
    ...(taxRate !== null
      ? [{ label: `Tax (${taxRate}%)`, amount: taxAmount, kind: 'summary' as const }]
      : []),
    { label: 'Total', amount: invoice.total, kind: 'total' },
    { label: 'Amount paid', amount: invoice.amount_paid, kind: 'summary' },
  ];
}

function headerLines(invoice: LocalInvoice): string[] {
  const paid = new Date(invoice.status_transitions.paid_at * 1000).toISOString().slice(0, 10);
  return [
    `Invoice ${invoice.number}`,
    `${invoice.account_name}`,
    `Date paid: ${paid}`,
    ...(invoice.customer_email ? [`Billed to: ${invoice.customer_email}`] : []),
    ...invoice.customer_tax_ids.map((taxId) => `Tax ID: ${taxId.value} (${taxId.type})`),
  ];
}

export function invoicePdf(invoice: LocalInvoice): Buffer {
  const body = rows(invoice).map(
    (row) => `${row.label}: ${plainMoney(row.amount, invoice.currency)}`,
  );
  return textPdf([...headerLines(invoice), '', ...body, '', 'Paid in full. Thank you.']);
}

export function invoicePage(invoice: LocalInvoice): string {
  const [title, ...details] = headerLines(invoice);
  const tableRows = rows(invoice)
    .map(
      (row) =>
        `<tr${row.kind === 'total' ? ' class="total"' : ''}><td>${escapeHtml(row.label)}</td>` +
        `<td class="amount">${escapeHtml(plainMoney(row.amount, invoice.currency))}</td></tr>`,
    )
    .join('');
  return page(
    `${title} (local Stripe)`,
    `<h1>${escapeHtml(title ?? '')}</h1>
<span class="mode live">Paid</span>
${details.map((line) => `<p class="email">${escapeHtml(line)}</p>`).join('\n')}
<table><caption class="email">Items and amounts</caption><tbody>${tableRows}</tbody></table>
<div class="actions"><a class="button pay" href="/invoices/${encodeURIComponent(invoice.id)}/pdf">Download invoice (PDF)</a></div>`,
  );
}
