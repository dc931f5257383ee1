import { purchaseReceiptEmail } from '../../../lambdas/services/fulfilment/purchase-receipt-email';
import { mayVerify } from '../../../lambdas/services/checkout/payment-verification-service';
import type { Order } from '../../../lambdas/repositories/order-repository';

describe('purchase receipt', () => {
  const base = {
    to: 'buyer@example.com',
    products: [
      { name: 'Lead <Capture>', amount: 49 },
      { name: 'Invoice OCR', amount: 29.5 },
    ],
    total: 78.5,
  };

  it('gives a guest the download page link, names and total', () => {
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
    expect(email.subject).toContain('(test mode)');
  });

  it('names the discount code and what it took off, with the total paid', () => {
    const email = purchaseReceiptEmail({
      ...base,
      total: 68.69,
      discount: { code: 'SPRING<25>', amount: 9.81 },
      link: 'http://localhost:3000/myaccount',
      isGuest: false,
      isTest: false,
    });
    expect(email.text).toContain('Discount code SPRING<25>: -$9.81 (included above)');
    expect(email.text).toContain('Total: $68.69');
    expect(email.html).toContain('Discount code SPRING&lt;25&gt;');
  });

  it('links the invoice and, with tax, shows the subtotal, the tax and what was paid', () => {
    const invoiceUrl = 'https://invoice.stripe.com/i/acct_1/test_x?s=ap&a=b';
    const email = purchaseReceiptEmail({
      ...base,
      tax: 15.7,
      amountPaid: 94.2,
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
