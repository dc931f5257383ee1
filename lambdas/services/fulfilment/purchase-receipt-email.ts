import { escapeHtml } from '../../rules/html';
import type { OutgoingEmail } from '../../infra/mailer';
import { formatUsd } from '../../rules/money';

export interface PurchaseReceipt {
  to: string;
  buyerName?: string;
  products: { name: string; amount: number }[];
  /** USD: what was paid before tax (after the discount). */
  total: number;
  /** The discount code used, and what it took off in USD (already out of each amount). */
  discount?: { code: string; amount: number };
  /** USD: the tax Stripe added (0 without Stripe Tax). */
  tax?: number;
  /** USD: what the buyer paid, tax included (the total when no tax was added). */
  amountPaid?: number;
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
    linkHint: receipt.isGuest
      ? 'Create an account with this e-mail address to keep your purchase in one place.'
      : 'You get every future update of these products at no extra cost.',
    closing: 'All sales are final. For download issues, contact support within 30 days.',
    invoice: 'Your invoice:',
  };
}

function totalRow(label: string, amount: number): string {
  const cell = 'padding:8px 0 4px;border-top:1px solid #ddd';
  return (
    `<tr><td style="${cell};padding-right:12px"><strong>${escapeHtml(label)}</strong></td>` +
    `<td style="${cell};text-align:right"><strong>${escapeHtml(formatUsd(amount))}</strong></td></tr>`
  );
}

/** The one receipt a paid order sends: products, total and where to get the files. */
export function purchaseReceiptEmail(receipt: PurchaseReceipt): OutgoingEmail {
  const words = wording(receipt);
  const lines = receipt.products.map(
    (product) => `- ${product.name}: ${formatUsd(product.amount)}`,
  );
  const discountLine = receipt.discount
    ? `Discount code ${receipt.discount.code}: -${formatUsd(receipt.discount.amount)} (included above)`
    : undefined;
  const tax = receipt.tax ?? 0;
  const totals: [string, number][] =
    tax > 0
      ? [
          ['Subtotal (excl. tax)', receipt.total],
          ['Tax', tax],
          ['Total paid', receipt.amountPaid ?? receipt.total + tax],
        ]
      : [['Total', receipt.total]];
  const text = [
    words.greeting,
    '',
    words.intro,
    ...(receipt.isTest ? [words.test] : []),
    '',
    ...lines,
    ...(discountLine ? [discountLine] : []),
    ...totals.map(([label, amount]) => `${label}: ${formatUsd(amount)}`),
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

  const rows = receipt.products
    .map(
      (product) =>
        `<tr><td style="padding:4px 12px 4px 0">${escapeHtml(product.name)}</td>` +
        `<td style="padding:4px 0;text-align:right">${escapeHtml(formatUsd(product.amount))}</td></tr>`,
    )
    .join('');
  const link = escapeHtml(receipt.link);
  const html = [
    '<div style="font-family:Arial,Helvetica,sans-serif;color:#111;max-width:560px">',
    `<p>${escapeHtml(words.greeting)}</p>`,
    `<p>${escapeHtml(words.intro)}</p>`,
    receipt.isTest ? `<p><strong>${escapeHtml(words.test)}</strong></p>` : '',
    `<table style="border-collapse:collapse">${rows}`,
    discountLine
      ? `<tr><td colspan="2" style="padding:4px 0;color:#555">${escapeHtml(discountLine)}</td></tr>`
      : '',
    totals.map(([label, amount]) => totalRow(label, amount)).join(''),
    '</table>',
    `<p>${escapeHtml(words.access)}<br><a href="${link}">${link}</a></p>`,
    receipt.invoiceUrl
      ? `<p>${escapeHtml(words.invoice)}<br><a href="${escapeHtml(receipt.invoiceUrl)}">` +
        `${escapeHtml(receipt.invoiceUrl)}</a></p>`
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
