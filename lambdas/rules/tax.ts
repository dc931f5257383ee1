import { formatUsd } from './money';

/**
 * Prices in the shop are tax-exclusive: with Stripe Tax on, Checkout adds the buyer's tax on
 * top. Every price the shop shows carries this label while the setting is on, so the total on
 * Stripe's page is no surprise.
 */
export const EXCLUDING_TAX_LABEL = 'excl. tax';

/** The label that goes next to a price: none while the shop collects no tax. */
export function priceTaxLabel(stripeTax: boolean): string | undefined {
  return stripeTax ? EXCLUDING_TAX_LABEL : undefined;
}

/** A price as text with its tax label when there is one ("$49.00 excl. tax"). */
export function formatPrice(amount: number, stripeTax: boolean): string {
  const label = priceTaxLabel(stripeTax);
  return label ? `${formatUsd(amount)} ${label}` : formatUsd(amount);
}

/** The Stripe invoice of a paid order, as the order keeps it. */
export interface OrderInvoice {
  /** Stripe's invoice id (`in_...`). */
  id: string;
  /** The invoice number the buyer sees (null until Stripe numbers it). */
  number: string | null;
  /** Stripe's hosted invoice page. */
  hosted_url: string | null;
  /** The invoice as a PDF. */
  pdf_url: string | null;
}

/** A buyer's tax id as Stripe collected it on the payment page. */
export interface BuyerTaxId {
  type: string;
  value: string;
}

/** What the buyer can open: the hosted page, else the PDF. */
export function invoiceLinkOf(invoice: OrderInvoice | undefined): string | undefined {
  return invoice?.hosted_url ?? invoice?.pdf_url ?? undefined;
}

/** An order's invoice as the buyer's pages show it. */
export interface InvoiceLink {
  number: string | null;
  /** The page to open: Stripe's hosted invoice, else its PDF. */
  url: string;
  pdf_url: string | null;
}

/** The buyer's view of an order's invoice; none until Stripe gave a page or a PDF. */
export function invoiceLinkView(invoice: OrderInvoice | undefined): InvoiceLink | undefined {
  const url = invoiceLinkOf(invoice);
  return invoice && url ? { number: invoice.number, url, pdf_url: invoice.pdf_url } : undefined;
}

/**
 * Splits an order's tax over its lines in proportion to what each line cost, to the cent, the
 * remainder going to the lines with the largest fractions (so the parts add up to the tax).
 * Used only when Stripe's own per-line tax could not be read.
 */
export function allocateTax(
  taxCents: number,
  lineCents: Readonly<Record<string, number>>,
): Record<string, number> {
  const entries = Object.entries(lineCents);
  const base = entries.reduce((sum, [, cents]) => sum + cents, 0);
  if (base <= 0 || taxCents <= 0) return Object.fromEntries(entries.map(([id]) => [id, 0]));
  const shares = entries.map(([id, cents]) => {
    const exact = (taxCents * cents) / base;
    return { id, cents: Math.floor(exact), fraction: exact - Math.floor(exact) };
  });
  let rest = taxCents - shares.reduce((sum, share) => sum + share.cents, 0);
  for (const share of [...shares].sort((a, b) => b.fraction - a.fraction)) {
    if (rest <= 0) break;
    share.cents += 1;
    rest -= 1;
  }
  return Object.fromEntries(shares.map((share) => [share.id, share.cents]));
}

/** The tax the buyer paid on these products of an order (0 without Stripe Tax). */
export function taxOfLines(
  order: { tax_by_line?: Readonly<Record<string, number>> },
  productIds: readonly string[],
): number {
  return productIds.reduce((sum, id) => sum + (order.tax_by_line?.[id] ?? 0), 0);
}
