import type { OutgoingEmail } from '../../infra/mailer';
import { buttonLink, escapeHtml, SHOP_NAME, simpleHtml } from '../shared/email-html';

export interface VersionUpdateNotice {
  to: string;
  name?: string;
  productName: string;
  versionNumber: string;
  /** /myaccount?product={id} for account holders, /downloads?session={id} for guests. */
  link: string;
}

/** "A new version of a product you bought is available." */
export function versionUpdateEmail(notice: VersionUpdateNotice): OutgoingEmail {
  const greeting = notice.name ? `Hello ${notice.name},` : 'Hello,';
  const news = `Version ${notice.versionNumber} of ${notice.productName} is now available. As a buyer you get it at no extra cost.`;
  const where = 'Download it here:';
  const footer = 'You receive this because you bought this product.';
  return {
    to: [notice.to],
    subject: `New version of ${notice.productName}: ${notice.versionNumber}`,
    text: [greeting, '', news, '', `${where} ${notice.link}`, '', footer, '', SHOP_NAME].join('\n'),
    html: simpleHtml([
      escapeHtml(greeting),
      escapeHtml(news),
      escapeHtml(where),
      buttonLink(notice.link, `Download version ${notice.versionNumber}`),
      escapeHtml(footer),
      escapeHtml(SHOP_NAME),
    ]),
  };
}
