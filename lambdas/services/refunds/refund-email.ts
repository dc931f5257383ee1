import type { OutgoingEmail } from '../../infra/mailer';
import { formatUsd } from '../../rules/money';
import { escapeHtml, SHOP_NAME, simpleHtml } from '../shared/email-html';
import { refundWording, type RefundNotice } from '../shared/refund-notice';

/** A refund after payment: `refunded` is tax included; `link` where the rest of it is. */
export type OrderRefundNotice = RefundNotice;

/** The one e-mail of a refund after payment: what went back and that access to it ended. */
export function orderRefundEmail(notice: OrderRefundNotice): OutgoingEmail {
  const words = refundWording(notice);
  const intro = 'We refunded your purchase of the products below.';
  const access =
    'Your access to these products has ended; you can buy them again at any time from the shop.';
  const rest = notice.link ? ['Your other purchases:', notice.link] : [];
  return {
    to: [notice.to],
    subject: `Refund of your purchase: ${formatUsd(notice.refunded)}`,
    text: [
      words.greeting,
      '',
      intro,
      ...(notice.isTest ? [words.test] : []),
      '',
      ...words.lines.map((line) => `- ${line}`),
      words.refunded,
      '',
      access,
      words.timing,
      '',
      ...(rest.length > 0 ? [...rest, ''] : []),
      SHOP_NAME,
    ].join('\n'),
    html: simpleHtml([
      escapeHtml(words.greeting),
      escapeHtml(intro),
      ...(notice.isTest ? [escapeHtml(words.test)] : []),
      words.lines.map(escapeHtml).join('<br>'),
      `<strong>${escapeHtml(words.refunded)}</strong>`,
      `${escapeHtml(access)} ${escapeHtml(words.timing)}`,
      ...(notice.link
        ? [
            `Your other purchases: <a href="${escapeHtml(notice.link)}">${escapeHtml(notice.link)}</a>`,
          ]
        : []),
      escapeHtml(SHOP_NAME),
    ]),
  };
}
