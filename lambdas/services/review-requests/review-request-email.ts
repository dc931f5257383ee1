import type { BulkEmail } from '../../infra/bulk-mailer';
import { buttonLink, escapeHtml, SHOP_NAME, simpleHtml } from '../shared/email-html';

export interface ReviewRequestNotice {
  to: string;
  name?: string;
  products: { name: string; reviewUrl: string }[];
  /** A guest checkout: reviewing needs an account, so the copy says how to get one. */
  isGuest: boolean;
  /** Opens the SPA's page that stops these e-mails without signing in. */
  unsubscribeUrl: string;
  /** The API's one-click unsubscribe (RFC 8058), for the List-Unsubscribe header. */
  oneClickUrl: string;
}

const GUEST_NOTE =
  'Reviews are written from an account: sign in or sign up with this e-mail address and link ' +
  'your purchase to it (My account), then review from the product page.';

/** "How are you getting on?": one e-mail per order, each product with its review form. */
export function reviewRequestEmail(notice: ReviewRequestNotice): BulkEmail {
  const greeting = notice.name ? `Hello ${notice.name},` : 'Hello,';
  const ask =
    notice.products.length === 1
      ? 'You bought this a week ago. Would you tell other buyers what you think of it?'
      : 'You bought these a week ago. Would you tell other buyers what you think of them?';
  const footer = 'You receive this once per order, a week after buying.';
  const stop = 'Stop review requests:';
  return {
    to: [notice.to],
    subject:
      notice.products.length === 1
        ? `How is ${notice.products[0]?.name ?? 'your purchase'} working for you?`
        : 'How are your new automations working for you?',
    text: [
      greeting,
      '',
      ask,
      '',
      ...notice.products.flatMap((product) => [`${product.name}: ${product.reviewUrl}`]),
      '',
      ...(notice.isGuest ? [GUEST_NOTE, ''] : []),
      footer,
      `${stop} ${notice.unsubscribeUrl}`,
      '',
      SHOP_NAME,
    ].join('\n'),
    html: simpleHtml([
      escapeHtml(greeting),
      escapeHtml(ask),
      ...notice.products.map((product) => buttonLink(product.reviewUrl, `Review ${product.name}`)),
      ...(notice.isGuest ? [escapeHtml(GUEST_NOTE)] : []),
      `${escapeHtml(footer)} <a href="${escapeHtml(notice.unsubscribeUrl)}">Stop review requests</a>`,
      escapeHtml(SHOP_NAME),
    ]),
    listUnsubscribe: notice.oneClickUrl,
  };
}
