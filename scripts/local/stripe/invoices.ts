import { randomBytes } from 'node:crypto';
import { LOCAL_TAX_RATE_PERCENT } from './pricing';
import type { LocalCheckoutSession } from './sessions';

/**
 * The invoice Checkout makes for a paid session with `invoice_creation[enabled]`: paid, numbered
 * per mode, with a hosted page and a PDF on this server.
 */
export interface LocalInvoiceLine {
  id: string;
  object: 'line_item';
  amount: number;
  currency: string;
  description: string;
  discount_amounts: { amount: number; discount: string }[];
  invoice: string;
  livemode: boolean;
  quantity: number;
  taxes: LocalInvoiceTax[];
}

export interface LocalInvoiceTax {
  amount: number;
  tax_behavior: 'exclusive';
  taxability_reason: 'standard_rated';
  taxable_amount: number;
  type: 'tax_rate_details';
  tax_rate_details: { tax_rate: string };
}

export interface LocalInvoice {
  id: string;
  object: 'invoice';
  account_country: string;
  account_name: string;
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  billing_reason: 'manual';
  collection_method: 'charge_automatically';
  created: number;
  currency: string;
  customer: null;
  customer_email: string | null;
  customer_name: string | null;
  customer_tax_ids: { type: string; value: string }[];
  description: string | null;
  discounts: string[];
  hosted_invoice_url: string;
  invoice_pdf: string;
  lines: {
    object: 'list';
    data: LocalInvoiceLine[];
    has_more: false;
    total_count: number;
    url: string;
  };
  livemode: boolean;
  metadata: Record<string, string>;
  number: string;
  status: 'paid';
  status_transitions: {
    finalized_at: number;
    marked_uncollectible_at: null;
    paid_at: number;
    voided_at: null;
  };
  subtotal: number;
  subtotal_excluding_tax: number;
  total: number;
  total_discount_amounts: { amount: number; discount: string }[];
  total_excluding_tax: number;
  total_taxes: LocalInvoiceTax[];
  /** Not part of Stripe's invoice: the discount's name and the tax rate, for the page and PDF. */
  local_summary: { discount_name: string | null; tax_rate_percent: number | null };
}

/** The local tax rate's id, as Stripe Tax names the rate it applied. */
const TAX_RATE_ID = `txr_local_${LOCAL_TAX_RATE_PERCENT}`;

function tax(amount: number, taxableAmount: number): LocalInvoiceTax {
  return {
    amount,
    tax_behavior: 'exclusive',
    taxability_reason: 'standard_rated',
    taxable_amount: taxableAmount,
    type: 'tax_rate_details',
    tax_rate_details: { tax_rate: TAX_RATE_ID },
  };
}

export function invoiceNumber(livemode: boolean, sequence: number): string {
  return `${livemode ? 'LOCAL' : 'LOCALTEST'}-${String(sequence).padStart(4, '0')}`;
}

export function createInvoice(
  session: LocalCheckoutSession,
  options: { number: string; publicUrl: string; now: number },
): LocalInvoice {
  const id = `in_${randomBytes(12).toString('hex')}`;
  const at = Math.floor(options.now / 1000);
  const discountId = session.discounts.length > 0 ? `di_${session.id.slice(-16)}` : null;
  const lines = session.line_items.map((item, index): LocalInvoiceLine => ({
    id: `il_${id.slice(3, 15)}${index}`,
    object: 'line_item',
    amount: item.amount_subtotal,
    currency: item.currency,
    description: item.name,
    discount_amounts:
      discountId && item.amount_discount > 0
        ? [{ amount: item.amount_discount, discount: discountId }]
        : [],
    invoice: id,
    livemode: session.livemode,
    quantity: item.quantity,
    taxes: session.automatic_tax.enabled
      ? [tax(item.amount_tax, item.amount_subtotal - item.amount_discount)]
      : [],
  }));
  const { amount_discount: discount, amount_tax: taxAmount } = session.total_details;
  const withoutTax = session.amount_subtotal - discount;
  return {
    id,
    object: 'invoice',
    account_country: 'US',
    account_name: 'Automation Marketplace (local)',
    amount_due: session.amount_total,
    amount_paid: session.amount_total,
    amount_remaining: 0,
    billing_reason: 'manual',
    collection_method: 'charge_automatically',
    created: at,
    currency: session.currency,
    customer: null,
    customer_email: session.customer_details?.email ?? session.customer_email,
    customer_name: session.customer_details?.name ?? null,
    customer_tax_ids: session.customer_details?.tax_ids ?? [],
    description: session.invoice_creation?.invoice_data.description ?? null,
    discounts: discountId ? [discountId] : [],
    hosted_invoice_url: `${options.publicUrl}/invoices/${id}`,
    invoice_pdf: `${options.publicUrl}/invoices/${id}/pdf`,
    lines: {
      object: 'list',
      data: lines,
      has_more: false,
      total_count: lines.length,
      url: `/v1/invoices/${id}/lines`,
    },
    livemode: session.livemode,
    metadata: session.invoice_creation?.invoice_data.metadata ?? {},
    number: options.number,
    status: 'paid',
    status_transitions: {
      finalized_at: at,
      marked_uncollectible_at: null,
      paid_at: at,
      voided_at: null,
    },
    subtotal: session.amount_subtotal,
    subtotal_excluding_tax: session.amount_subtotal,
    total: session.amount_total,
    total_discount_amounts: discountId ? [{ amount: discount, discount: discountId }] : [],
    total_excluding_tax: withoutTax,
    total_taxes: session.automatic_tax.enabled ? [tax(taxAmount, withoutTax)] : [],
    local_summary: {
      discount_name: session.discount_rule?.name ?? null,
      tax_rate_percent: session.automatic_tax.enabled ? LOCAL_TAX_RATE_PERCENT : null,
    },
  };
}

/** The invoice as the API returns it. */
export function publicInvoice(invoice: LocalInvoice) {
  const { local_summary: _summary, ...rest } = invoice;
  return rest;
}
