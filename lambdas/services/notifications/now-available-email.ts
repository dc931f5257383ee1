import type { OutgoingEmail } from '../../infra/mailer';
import { escapeHtml, SHOP_NAME, simpleHtml } from '../shared/email-html';

/** "A product you asked about is now available", to someone on its notify-me list. */
export function nowAvailableEmail(notice: {
  to: string;
  productName: string;
  productUrl: string;
}): OutgoingEmail {
  const news = `${notice.productName} is now available.`;
  const footer = 'You receive this because you asked to be notified about this product.';
  const link = escapeHtml(notice.productUrl);
  return {
    to: [notice.to],
    subject: `Now available: ${notice.productName}`,
    text: ['Hello,', '', news, '', notice.productUrl, '', footer, '', SHOP_NAME].join('\n'),
    html: simpleHtml([
      'Hello,',
      escapeHtml(news),
      `<a href="${link}">${escapeHtml(notice.productName)}</a>`,
      escapeHtml(footer),
      escapeHtml(SHOP_NAME),
    ]),
  };
}
