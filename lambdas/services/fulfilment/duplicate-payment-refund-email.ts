import type { OutgoingEmail } from '../../infra/mailer';
import { formatUsd } from '../../rules/money';
import { escapeHtml, SHOP_NAME, simpleHtml } from '../shared/email-html';

export interface DuplicatePaymentRefund {
  to: string;
  buyerName?: string;
  /** The products paid for again, which the buyer already owned. */
  products: { name: string; amount: number }[];
  /** USD refunded. */
  refunded: number;
  /** Signed-in buyers: their account page. Guests keep the link of their first receipt. */
  link?: string;
  /** Paid with Stripe's test keys: no money moved either way. */
  isTest: boolean;
}

/**
 * The one e-mail of a payment for products the buyer already owned (two checkouts paid): what
 * was refunded, and where the products they own are.
 */
export function duplicatePaymentRefundEmail(notice: DuplicatePaymentRefund): OutgoingEmail {
  const greeting = notice.buyerName?.trim() ? `Hello ${notice.buyerName.trim()},` : 'Hello,';
  const intro =
    'You paid for products you already own, so we refunded that payment. You were not charged twice.';
  const refunded = `Refunded: ${formatUsd(notice.refunded)}`;
  const timing =
    'The refund goes back to your original payment method and usually appears within 5 to 10 business days.';
  const test = 'This was a test-mode payment: no money was charged or refunded.';
  const access = notice.link
    ? 'Your products are in your account:'
    : 'Your products stay available through the download link in the receipt of your first purchase.';
  const lines = notice.products.map((product) => `${product.name}: ${formatUsd(product.amount)}`);
  return {
    to: [notice.to],
    subject: `Refund of a duplicate payment: ${formatUsd(notice.refunded)}`,
    text: [
      greeting,
      '',
      intro,
      ...(notice.isTest ? [test] : []),
      '',
      ...lines.map((line) => `- ${line}`),
      refunded,
      '',
      timing,
      '',
      access,
      ...(notice.link ? [notice.link] : []),
      '',
      SHOP_NAME,
    ].join('\n'),
    html: simpleHtml([
      escapeHtml(greeting),
      escapeHtml(intro),
      ...(notice.isTest ? [escapeHtml(test)] : []),
      lines.map(escapeHtml).join('<br>'),
      `<strong>${escapeHtml(refunded)}</strong>`,
      escapeHtml(timing),
      notice.link
        ? `${escapeHtml(access)} <a href="${escapeHtml(notice.link)}">${escapeHtml(notice.link)}</a>`
        : escapeHtml(access),
      escapeHtml(SHOP_NAME),
    ]),
  };
}
