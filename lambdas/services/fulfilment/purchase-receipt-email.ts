import { buttonLink, escapeHtml } from '../shared/email-html';
import type { OutgoingEmail } from '../../infra/mailer';
import { formatUsd } from '../../rules/money';
import type { ReceiptSummary } from '../../rules/receipt-summary';

export interface PurchaseReceipt {
  to: string;
  buyerName?: string;
  /** Lines, discount and totals: the same figures the payment success page shows. */
  summary: ReceiptSummary;
  /** Stripe's page of the order's invoice, when there is one. */
  invoiceUrl?: string;
  /** Guests: the download page; signed-in buyers: their account page. */
  link: string;
  isGuest: boolean;
  /** Paid with Stripe's test keys: no money moved. */
  isTest: boolean;
}

const SHOP = 'Automation Marketplace';

function wording(receipt: PurchaseReceipt) {
  return {
    greeting: receipt.buyerName?.trim() ? `Hello ${receipt.buyerName.trim()},` : 'Hello,',
    intro: `Thank you for your purchase at ${SHOP}. Your payment was successful.`,
    test: 'This was a test-mode payment: no money was charged.',
    access: receipt.isGuest
      ? 'Download your files on your download page (keep this link, it is your access):'
      : 'Your products are ready in your account:',
    button: receipt.isGuest ? 'Open your download page' : 'Go to my products',
    linkHint: receipt.isGuest
      ? 'Create an account with this e-mail address to keep your purchase in one place.'
      : 'You get every future update of these products at no extra cost.',
    closing: 'All sales are final. For download issues, contact support within 30 days.',
    invoice: 'Your invoice:',
    invoiceButton: 'View your invoice',
  };
}

function totalRow(label: string, amount: number): string {
  const cell = 'padding:8px 0 4px;border-top:1px solid #ddd';
  return (
    `<tr><td style="${cell};padding-right:12px"><strong>${escapeHtml(label)}</strong></td>` +
    `<td style="${cell};text-align:right"><strong>${escapeHtml(formatUsd(amount))}</strong></td></tr>`
  );
}

function amountRow(label: string, amount: string, style = 'padding:4px 0'): string {
  return (
    `<tr><td style="${style};padding-right:12px">${escapeHtml(label)}</td>` +
    `<td style="${style};text-align:right;white-space:nowrap">${escapeHtml(amount)}</td></tr>`
  );
}

/** The one receipt a paid order sends: products, total and where to get the files. */
export function purchaseReceiptEmail(receipt: PurchaseReceipt): OutgoingEmail {
  const words = wording(receipt);
  const { lines, discount, totals } = receipt.summary;
  const discountAmount = discount ? `-${formatUsd(discount.amount)}` : '';
  const text = [
    words.greeting,
    '',
    words.intro,
    ...(receipt.isTest ? [words.test] : []),
    '',
    ...lines.map((line) => `- ${line.name}: ${formatUsd(line.amount)}`),
    ...(discount ? [`${discount.label}: ${discountAmount}`] : []),
    ...totals.map((total) => `${total.label}: ${formatUsd(total.amount)}`),
    '',
    words.access,
    receipt.link,
    '',
    ...(receipt.invoiceUrl ? [words.invoice, receipt.invoiceUrl, ''] : []),
    words.linkHint,
    words.closing,
    '',
    SHOP,
  ].join('\n');

  const html = [
    '<div style="font-family:Arial,Helvetica,sans-serif;color:#111;max-width:560px">',
    `<p>${escapeHtml(words.greeting)}</p>`,
    `<p>${escapeHtml(words.intro)}</p>`,
    receipt.isTest ? `<p><strong>${escapeHtml(words.test)}</strong></p>` : '',
    '<table style="border-collapse:collapse">',
    lines.map((line) => amountRow(line.name, formatUsd(line.amount))).join(''),
    discount ? amountRow(discount.label, discountAmount, 'padding:4px 0;color:#555') : '',
    totals.map((total) => totalRow(total.label, total.amount)).join(''),
    '</table>',
    `<p>${escapeHtml(words.access)}</p>`,
    `<p>${buttonLink(receipt.link, words.button)}</p>`,
    receipt.invoiceUrl
      ? `<p>${escapeHtml(words.invoice)} <a href="${escapeHtml(receipt.invoiceUrl)}">` +
        `${escapeHtml(words.invoiceButton)}</a></p>`
      : '',
    `<p>${escapeHtml(words.linkHint)}</p>`,
    `<p style="color:#555;font-size:13px">${escapeHtml(words.closing)}</p>`,
    `<p>${SHOP}</p>`,
    '</div>',
  ].join('');

  return {
    to: [receipt.to],
    subject: `Your ${SHOP} receipt${receipt.isTest ? ' (test mode)' : ''}`,
    text,
    html,
  };
}
