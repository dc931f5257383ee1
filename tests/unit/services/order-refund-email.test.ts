import { orderRefundEmail } from '../../../lambdas/services/refunds/refund-email';

describe('the refund e-mail', () => {
  const base = {
    to: 'buyer@example.com',
    buyerName: 'Ada <Admin>',
    products: [{ name: 'Flow <Builder>', amount: 40 }],
    refunded: 48,
    link: 'http://localhost:3000/myaccount',
    isTest: false,
  };

  it('says what went back, tax included, and that access ended', () => {
    const email = orderRefundEmail(base);
    expect(email.subject).toBe('Refund of your purchase: $48.00');
    expect(email.text).toContain('- Flow <Builder>: $40.00');
    expect(email.text).toContain('Refunded: $48.00');
    expect(email.text).toContain('Your access to these products has ended');
    expect(email.text).toContain('Your other purchases:\nhttp://localhost:3000/myaccount');
    expect(email.html).toContain('Flow &lt;Builder&gt;');
    expect(email.html).toContain('Hello Ada &lt;Admin&gt;,');
    expect(email.text).not.toContain('test-mode');
  });

  it('says a test-mode refund moved no money', () => {
    expect(orderRefundEmail({ ...base, isTest: true }).text).toContain(
      'no money was charged or refunded',
    );
  });
});
