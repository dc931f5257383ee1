import type { OutgoingEmail } from '../../infra/mailer';
import { buttonLink, escapeHtml, SHOP_NAME, simpleHtml } from '../shared/email-html';

export interface NewListingNotice {
  to: string;
  name?: string;
  sellerName: string;
  productName: string;
  productUrl: string;
  /** Opens the SPA's unfollow page, which ends this one follow without signing in. */
  unsubscribeUrl: string;
}

/** "A seller you follow has a new product", with the link that stops these e-mails. */
export function newListingEmail(notice: NewListingNotice): OutgoingEmail {
  const greeting = notice.name ? `Hello ${notice.name},` : 'Hello,';
  const news = `${notice.sellerName} has a new product: ${notice.productName}.`;
  const footer = `You receive this because you follow ${notice.sellerName}.`;
  const stop = 'Stop these e-mails (unfollow):';
  return {
    to: [notice.to],
    subject: `New from ${notice.sellerName}: ${notice.productName}`,
    text: [
      greeting,
      '',
      news,
      '',
      notice.productUrl,
      '',
      footer,
      `${stop} ${notice.unsubscribeUrl}`,
      '',
      SHOP_NAME,
    ].join('\n'),
    html: simpleHtml([
      escapeHtml(greeting),
      escapeHtml(news),
      buttonLink(notice.productUrl, `See ${notice.productName}`),
      `${escapeHtml(footer)} <a href="${escapeHtml(notice.unsubscribeUrl)}">Unfollow ${escapeHtml(notice.sellerName)}</a>`,
      escapeHtml(SHOP_NAME),
    ]),
  };
}
