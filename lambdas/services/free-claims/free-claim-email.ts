import type { OutgoingEmail } from '../../infra/mailer';
import { SHOP_NAME, buttonLink, escapeHtml, simpleHtml } from '../shared/email-html';

/**
 * The one e-mail of a guest's free claim. Which one goes depends on the address (its download
 * page, or "sign in" for an account's address); the page's answer never does.
 */
export type FreeClaimEmail =
  | { kind: 'download'; to: string; productName: string; link: string }
  | { kind: 'sign-in'; to: string; productName: string; link: string };

export function freeClaimEmail(email: FreeClaimEmail): OutgoingEmail {
  const paragraphs =
    email.kind === 'download'
      ? {
          intro: `Here is your free copy of ${email.productName} from ${SHOP_NAME}.`,
          access: 'Download your files on your download page (keep this link, it is your access):',
          button: 'Open your download page',
        }
      : {
          intro: `Someone asked for a free copy of ${email.productName} from ${SHOP_NAME} for this address.`,
          access:
            'This address has an account: sign in and press "Get it free" on the product page to add it to your products.',
          button: 'Sign in',
        };
  const closing = 'If you did not ask for this, you can ignore this e-mail.';
  return {
    to: [email.to],
    subject:
      email.kind === 'download'
        ? `Your free download: ${email.productName}`
        : `Get ${email.productName} in your account`,
    text: [paragraphs.intro, '', paragraphs.access, email.link, '', closing].join('\n'),
    html: simpleHtml([
      escapeHtml(paragraphs.intro),
      escapeHtml(paragraphs.access),
      buttonLink(email.link, paragraphs.button),
      escapeHtml(closing),
    ]),
  };
}
