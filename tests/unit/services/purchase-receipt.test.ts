import { purchaseReceiptEmail } from '../../../lambdas/services/fulfilment/purchase-receipt-email';
import { mayVerify } from '../../../lambdas/services/checkout/payment-verification-service';
import { receiptSummary } from '../../../lambdas/rules/receipt-summary';
import type { Order } from '../../../lambdas/repositories/order-repository';

describe('purchase receipt', () => {
  const order = {
    product_ids: ['lead', 'ocr'],
    product_names: { lead: 'Lead <Capture>', ocr: 'Invoice OCR' },
    line_cents: { lead: 4900, ocr: 2950 },
    total_cents: 7850,
  };
  const base = { to: 'buyer@example.com', summary: receiptSummary(order) };

  it('gives a guest the download page as a button, names and total', () => {
    const email = purchaseReceiptEmail({
      ...base,
      link: 'http://localhost:3000/downloads?session=cs_live_abc',
      isGuest: true,
      isTest: false,
    });
    expect(email.to).toEqual(['buyer@example.com']);
    expect(email.text).toContain('Lead <Capture>: $49.00');
    expect(email.text).toContain('Total: $78.50');
    expect(email.text).toContain('http://localhost:3000/downloads?session=cs_live_abc');
    expect(email.html).toContain('Lead &lt;Capture&gt;');
    expect(email.html).not.toContain('<Capture>');
    // The link is an anchor drawn as a button, not the raw address as its text.
    expect(email.html).toMatch(
      /<a href="http:\/\/localhost:3000\/downloads\?session=cs_live_abc" style="[^"]*">Open your download page<\/a>/,
    );
    expect(email.html).not.toContain('>http://localhost:3000/downloads');
    expect(email.html).not.toContain('<img');
    expect(email.subject).not.toContain('test');
  });

  it('sends a signed-in buyer to the account and marks test payments', () => {
    const email = purchaseReceiptEmail({
      ...base,
      buyerName: 'Tess',
      link: 'http://localhost:3000/myaccount',
      isGuest: false,
      isTest: true,
    });
    expect(email.text).toContain('Hello Tess,');
    expect(email.text).toContain('http://localhost:3000/myaccount');
    expect(email.text).toContain('no money was charged');
    expect(email.html).toContain('>Go to my products</a>');
    expect(email.subject).toContain('(test mode)');
  });

  it('lists prices before the discount, the discount as a line of its own, and the total paid', () => {
    const email = purchaseReceiptEmail({
      ...base,
      summary: receiptSummary({
        ...order,
        line_cents: { lead: 4289, ocr: 2580 },
        list_cents: { lead: 4900, ocr: 2950 },
        discount: { code: 'SPRING<25>', cents: 981 },
        total_cents: 6869,
      }),
      link: 'http://localhost:3000/myaccount',
      isGuest: false,
      isTest: false,
    });
    expect(email.text).toContain('- Lead <Capture>: $49.00\n- Invoice OCR: $29.50\n');
    expect(email.text).toContain('Discount (SPRING<25>): -$9.81\nTotal: $68.69');
    expect(email.text).not.toContain('included above');
    expect(email.html).toContain('Discount (SPRING&lt;25&gt;)');
    expect(email.html).toContain('-$9.81');
    expect(email.html).not.toContain('included above');
  });

  it('links the invoice and, with tax, shows the subtotal, the tax and what was paid', () => {
    const invoiceUrl = 'https://invoice.stripe.com/i/acct_1/test_x?s=ap&a=b';
    const email = purchaseReceiptEmail({
      ...base,
      summary: receiptSummary({ ...order, tax_cents: 1570, amount_paid_cents: 9420 }),
      invoiceUrl,
      link: 'http://localhost:3000/myaccount',
      isGuest: false,
      isTest: false,
    });
    expect(email.text).toContain(`Your invoice:\n${invoiceUrl}`);
    expect(email.text).toContain('Subtotal (excl. tax): $78.50');
    expect(email.text).toContain('Tax: $15.70');
    expect(email.text).toContain('Total paid: $94.20');
    expect(email.text).not.toContain('Total: ');
    expect(email.html).toContain('href="https://invoice.stripe.com/i/acct_1/test_x?s=ap&amp;a=b"');
  });

  it('says nothing of an invoice or tax when there is none', () => {
    const email = purchaseReceiptEmail({
      ...base,
      link: 'http://localhost:3000/myaccount',
      isGuest: false,
      isTest: false,
    });
    expect(email.text).not.toContain('invoice');
    expect(email.text).not.toContain('Tax');
  });
});

describe('who may verify an order', () => {
  const order = (fields: Partial<Order>): Order => ({
    session_id: 'cs_live_x',
    status: 'paid',
    buyer_email: 'guest@example.com',
    buyer_type: 'guest',
    mode: 'live',
    created_at: '',
    product_ids: [],
    line_cents: {},
    product_names: {},
    total_cents: 0,
    currency: 'usd',
    ...fields,
  });
  const guest = { kind: 'guest' } as const;
  const user = { kind: 'user', userId: 'u1', email: 'Guest@example.com' } as const;

  it('lets the anonymous page verify guest checkouts only', () => {
    expect(mayVerify(order({}), guest)).toBe(true);
    expect(mayVerify(order({ buyer_type: 'user', user_id: 'u1' }), guest)).toBe(false);
  });

  it('lets a signed-in user verify their own orders and unlinked guest orders of their e-mail', () => {
    expect(mayVerify(order({ buyer_type: 'user', user_id: 'u1' }), user)).toBe(true);
    expect(mayVerify(order({ buyer_type: 'user', user_id: 'u2' }), user)).toBe(false);
    expect(mayVerify(order({}), user)).toBe(true);
    expect(mayVerify(order({ buyer_email: 'other@example.com' }), user)).toBe(false);
    expect(mayVerify(order({ user_id: 'u2' }), user)).toBe(false);
  });
});
