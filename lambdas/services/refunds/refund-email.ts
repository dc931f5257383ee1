import type { OutgoingEmail } from '../../infra/mailer';
import { formatUsd } from '../../rules/money';
import { buttonLink, escapeHtml, SHOP_NAME, simpleHtml } from '../shared/email-html';

/**
 * Why the money went back: a payment for products the buyer already owned (two checkouts
 * paid), or a refund after payment (the back office's or Stripe Dashboard's), which ends access.
 */
export type RefundKind = 'duplicate_payment' | 'after_payment';

/** What every refund e-mail says: to whom, which products, how much, and where to go next. */
export interface RefundNotice {
  kind: RefundKind;
  to: string;
  buyerName?: string;
  /** The products refunded, at what the buyer paid for each (before tax). */
  products: { name: string; amount: number }[];
  /** USD given back, tax included. */
  refunded: number;
  /**
   * Where the buyer's products are: the account page, or the guest's download page of an order
   * that still grants something. Without it, a duplicate payment's guest is sent to the receipt
   * of the first purchase.
   */
  link?: string;
  /** Paid with Stripe's test keys: no money moved either way. */
  isTest: boolean;
}

/** What differs between the two kinds; everything else is one template. */
const VARIANTS: Record<
  RefundKind,
  { subject: string; intro: string; access: (link?: string) => string; linkLabel?: string }
> = {
  duplicate_payment: {
    subject: 'Refund of a duplicate payment',
    intro:
      'You paid for products you already own, so we refunded that payment. You were not charged twice.',
    access: (link) =>
      link
        ? 'Your products are in your account:'
        : 'Your products stay available through the download link in the receipt of your first purchase.',
  },
  after_payment: {
    subject: 'Refund of your purchase',
    intro: 'We refunded your purchase of the products below.',
    access: () =>
      'Your access to these products has ended; you can buy them again at any time from the shop.',
    linkLabel: 'Your other purchases:',
  },
};

const TIMING =
  'The refund goes back to your original payment method and usually appears within 5 to 10 business days.';
const TEST_MODE = 'This was a test-mode payment: no money was charged or refunded.';

/** The one refund e-mail, in its two kinds: what went back, how much, and where to go next. */
export function refundEmail(notice: RefundNotice): OutgoingEmail {
  const variant = VARIANTS[notice.kind];
  const greeting = notice.buyerName?.trim() ? `Hello ${notice.buyerName.trim()},` : 'Hello,';
  const refunded = `Refunded: ${formatUsd(notice.refunded)}`;
  const lines = notice.products.map((product) => `${product.name}: ${formatUsd(product.amount)}`);
  const access = variant.access(notice.link);
  // A duplicate payment's access sentence leads to the link; a refund's link is a line of its own.
  const linkLabel = variant.linkLabel ?? access;
  const linkHtml = (link: string) =>
    `${escapeHtml(linkLabel)}<br><br>${buttonLink(link, 'Go to my products')}`;
  return {
    to: [notice.to],
    subject: `${variant.subject}: ${formatUsd(notice.refunded)}`,
    text: [
      greeting,
      '',
      variant.intro,
      ...(notice.isTest ? [TEST_MODE] : []),
      '',
      ...lines.map((line) => `- ${line}`),
      refunded,
      '',
      ...(variant.linkLabel ? [access, TIMING] : [TIMING, '', access]),
      ...(notice.link ? [...(variant.linkLabel ? ['', variant.linkLabel] : []), notice.link] : []),
      '',
      SHOP_NAME,
    ].join('\n'),
    html: simpleHtml([
      escapeHtml(greeting),
      escapeHtml(variant.intro),
      ...(notice.isTest ? [escapeHtml(TEST_MODE)] : []),
      lines.map(escapeHtml).join('<br>'),
      `<strong>${escapeHtml(refunded)}</strong>`,
      ...(variant.linkLabel
        ? [
            `${escapeHtml(access)} ${escapeHtml(TIMING)}`,
            ...(notice.link ? [linkHtml(notice.link)] : []),
          ]
        : [escapeHtml(TIMING), notice.link ? linkHtml(notice.link) : escapeHtml(access)]),
      escapeHtml(SHOP_NAME),
    ]),
  };
}
