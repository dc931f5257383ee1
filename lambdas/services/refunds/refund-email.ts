import type { OutgoingEmail } from '../../infra/mailer';
import { formatUsd } from '../../rules/money';
import { escapeHtml, SHOP_NAME, simpleHtml } from '../shared/email-html';

export interface OrderRefundNotice {
  to: string;
  buyerName?: string;
  /** The products refunded, at what the buyer paid for each (before tax). */
  products: { name: string; amount: number }[];
  /** USD given back, tax included. */
  refunded: number;
  /** Where the buyer's remaining products are: the account, or the guest download page. */
  link?: string;
  isTest: boolean;
}

/** The one e-mail of a refund after payment: what went back and that access to it ended. */
export function orderRefundEmail(notice: OrderRefundNotice): OutgoingEmail {
  const greeting = notice.buyerName?.trim() ? `Hello ${notice.buyerName.trim()},` : 'Hello,';
  const intro = 'We refunded your purchase of the products below.';
  const refunded = `Refunded: ${formatUsd(notice.refunded)}`;
  const access =
    'Your access to these products has ended; you can buy them again at any time from the shop.';
  const timing =
    'The refund goes back to your original payment method and usually appears within 5 to 10 business days.';
  const test = 'This was a test-mode payment: no money was charged or refunded.';
  const lines = notice.products.map((product) => `${product.name}: ${formatUsd(product.amount)}`);
  const rest = notice.link ? ['Your other purchases:', notice.link] : [];
  return {
    to: [notice.to],
    subject: `Refund of your purchase: ${formatUsd(notice.refunded)}`,
    text: [
      greeting,
      '',
      intro,
      ...(notice.isTest ? [test] : []),
      '',
      ...lines.map((line) => `- ${line}`),
      refunded,
      '',
      access,
      timing,
      '',
      ...(rest.length > 0 ? [...rest, ''] : []),
      SHOP_NAME,
    ].join('\n'),
    html: simpleHtml([
      escapeHtml(greeting),
      escapeHtml(intro),
      ...(notice.isTest ? [escapeHtml(test)] : []),
      lines.map(escapeHtml).join('<br>'),
      `<strong>${escapeHtml(refunded)}</strong>`,
      `${escapeHtml(access)} ${escapeHtml(timing)}`,
      ...(notice.link
        ? [
            `Your other purchases: <a href="${escapeHtml(notice.link)}">${escapeHtml(notice.link)}</a>`,
          ]
        : []),
      escapeHtml(SHOP_NAME),
    ]),
  };
}
