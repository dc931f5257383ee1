import type { InvoiceLink as Invoice } from '@rules/tax';

/**
 * Stripe's page of an order's invoice, in a new tab. `sentence` for the buyer's pages ("View
 * your invoice A1B2-0001"), `number` where a label already says it is the invoice.
 */
export function InvoiceLink({
  invoice,
  wording = 'sentence',
}: {
  invoice: Invoice;
  wording?: 'sentence' | 'number';
}) {
  const text =
    wording === 'sentence'
      ? `View your invoice${invoice.number ? ` ${invoice.number}` : ''}`
      : (invoice.number ?? 'View invoice');
  return (
    <a
      href={invoice.url}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-indigo-700 underline hover:text-indigo-900"
    >
      {text}
    </a>
  );
}
