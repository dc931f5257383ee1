import { redeemed } from './coupons';
import { currentDiscount } from './discount-lookup';
import { createInvoice, invoiceNumber } from './invoices';
import { withPresentment } from './presentment';
import { assertDiscountFits } from './session-create';
import {
  awaitingPaymentSession,
  paidSession,
  type LocalCheckoutSession,
  type LocalCustomerDetails,
} from './sessions';
import type { LocalStripeStore } from './store';

/**
 * What happens when the buyer finishes on the payment page, as Stripe does it: the discount is
 * checked once more and redeemed (one more use of the promotion code and of its coupon), the
 * session completes (paid, or waiting for a delayed payment), and a paid session with
 * `invoice_creation` gets its invoice. Throws Stripe's error when the discount can no longer
 * be used (another session used up the code meanwhile).
 */
export function completeSession(
  store: LocalStripeStore,
  session: LocalCheckoutSession,
  options: {
    outcome: 'paid' | 'awaiting_payment';
    taxIds: LocalCustomerDetails['tax_ids'];
    publicUrl: string;
    now: number;
    /** With Adaptive Pricing: the currency the buyer was shown and pays in. */
    presentmentCurrency?: string;
  },
): LocalCheckoutSession {
  const [discount] = session.discounts;
  if (discount) {
    const chosen = currentDiscount(store, discount, session.livemode);
    assertDiscountFits(
      chosen,
      { currency: session.currency, lines: session.line_items },
      { now: options.now, param: 'discounts[0]' },
    );
    store.coupons.save(redeemed(chosen.coupon));
    if (chosen.promotionCode) store.promotionCodes.save(redeemed(chosen.promotionCode));
  }
  const priced = withPresentment(session, options.presentmentCurrency);
  const completed =
    options.outcome === 'paid'
      ? settledSession(store, paidSession(priced, options.taxIds), options)
      : awaitingPaymentSession(priced, options.taxIds);
  return store.sessions.save(completed);
}

/** A delayed payment succeeded: paid, with its invoice. */
export function settleDelayedPayment(
  store: LocalStripeStore,
  session: LocalCheckoutSession,
  options: { publicUrl: string; now: number },
): LocalCheckoutSession {
  return store.sessions.save(settledSession(store, paidSession(session), options));
}

function settledSession(
  store: LocalStripeStore,
  paid: LocalCheckoutSession,
  options: { publicUrl: string; now: number },
): LocalCheckoutSession {
  if (!paid.invoice_creation?.enabled || paid.invoice) return paid;
  const sequence =
    store.invoices.all().filter((invoice) => invoice.livemode === paid.livemode).length + 1;
  const invoice = store.invoices.save(
    createInvoice(paid, {
      number: invoiceNumber(paid.livemode, sequence),
      publicUrl: options.publicUrl,
      now: options.now,
    }),
  );
  return { ...paid, invoice: invoice.id };
}

/** Stripe's tax id types for what a buyer typed: EU and UK VAT numbers, US EINs. */
export function taxIdOf(value: string): LocalCustomerDetails['tax_ids'][number] {
  const normalized = value.replace(/\s+/g, '').toUpperCase();
  const EU =
    /^(AT|BE|BG|CY|CZ|DE|DK|EE|EL|ES|FI|FR|HR|HU|IE|IT|LT|LU|LV|MT|NL|PL|PT|RO|SE|SI|SK)[0-9A-Z]{2,12}$/;
  if (/^GB\d{9}(\d{3})?$/.test(normalized)) return { type: 'gb_vat', value: normalized };
  if (EU.test(normalized)) return { type: 'eu_vat', value: normalized };
  if (/^\d{2}-\d{7}$/.test(normalized)) return { type: 'us_ein', value: normalized };
  return { type: 'unknown', value: normalized };
}
