import type { OutgoingEmail } from '../../infra/mailer';
import { formatUsd } from '../../rules/money';
import { escapeHtml, SHOP_NAME, simpleHtml } from '../shared/email-html';
import { refundWording, type RefundNotice } from '../shared/refund-notice';

/**
 * The products paid for again, which the buyer already owned. Signed-in buyers get their
 * account page as `link`; guests keep the link of their first receipt.
 */
export type DuplicatePaymentRefund = RefundNotice;

/**
 * The one e-mail of a payment for products the buyer already owned (two checkouts paid): what
 * was refunded, and where the products they own are.
 */
export function duplicatePaymentRefundEmail(notice: DuplicatePaymentRefund): OutgoingEmail {
  const words = refundWording(notice);
  const intro =
    'You paid for products you already own, so we refunded that payment. You were not charged twice.';
  const access = notice.link
    ? 'Your products are in your account:'
    : 'Your products stay available through the download link in the receipt of your first purchase.';
  return {
    to: [notice.to],
    subject: `Refund of a duplicate payment: ${formatUsd(notice.refunded)}`,
    text: [
      words.greeting,
      '',
      intro,
      ...(notice.isTest ? [words.test] : []),
      '',
      ...words.lines.map((line) => `- ${line}`),
      words.refunded,
      '',
      words.timing,
      '',
      access,
      ...(notice.link ? [notice.link] : []),
      '',
      SHOP_NAME,
    ].join('\n'),
    html: simpleHtml([
      escapeHtml(words.greeting),
      escapeHtml(intro),
      ...(notice.isTest ? [escapeHtml(words.test)] : []),
      words.lines.map(escapeHtml).join('<br>'),
      `<strong>${escapeHtml(words.refunded)}</strong>`,
      escapeHtml(words.timing),
      notice.link
        ? `${escapeHtml(access)} <a href="${escapeHtml(notice.link)}">${escapeHtml(notice.link)}</a>`
        : escapeHtml(access),
      escapeHtml(SHOP_NAME),
    ]),
  };
}
