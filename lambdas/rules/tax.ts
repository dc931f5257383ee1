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
