import { formatUsd } from '../../rules/money';

/** What every refund e-mail says: to whom, which products, how much, and where to go next. */
export interface RefundNotice {
  to: string;
  buyerName?: string;
  /** The products refunded, at what the buyer paid for each (before tax). */
  products: { name: string; amount: number }[];
  /** USD given back. */
  refunded: number;
  /** The buyer's account page, or the guest's download page. */
  link?: string;
  /** Paid with Stripe's test keys: no money moved either way. */
  isTest: boolean;
}

/** The sentences both refund e-mails share, and the products as lines of text. */
export function refundWording(notice: RefundNotice) {
  return {
    greeting: notice.buyerName?.trim() ? `Hello ${notice.buyerName.trim()},` : 'Hello,',
    refunded: `Refunded: ${formatUsd(notice.refunded)}`,
    timing:
      'The refund goes back to your original payment method and usually appears within 5 to 10 business days.',
    test: 'This was a test-mode payment: no money was charged or refunded.',
    lines: notice.products.map((product) => `${product.name}: ${formatUsd(product.amount)}`),
  };
}
