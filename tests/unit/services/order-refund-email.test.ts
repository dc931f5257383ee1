import type { Order } from '../../../lambdas/repositories/order-repository';
import { refundEmail } from '../../../lambdas/services/refunds/refund-email';
import { productsLink } from '../../../lambdas/services/refunds/refund-mail';
import { useUnitEnvironment } from '../../support/unit-env';

describe('the refund e-mail', () => {
  const base = {
    kind: 'after_payment' as const,
    to: 'buyer@example.com',
    buyerName: 'Ada <Admin>',
    products: [{ name: 'Flow <Builder>', amount: 40 }],
    refunded: 48,
    link: 'http://localhost:3000/myaccount',
    isTest: false,
  };

  it('says what went back, tax included, and that access ended', () => {
    const email = refundEmail(base);
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
    expect(refundEmail({ ...base, isTest: true }).text).toContain(
      'no money was charged or refunded',
    );
  });
});

describe('where a refund e-mail sends the buyer', () => {
  useUnitEnvironment();

  const order = (overrides: Partial<Order>): Order => ({
    session_id: 'cs_live_abc',
    status: 'paid',
    buyer_email: 'guest@example.com',
    buyer_type: 'guest',
    mode: 'live',
    created_at: '2026-01-01T00:00:00.000Z',
    product_ids: ['kept'],
    line_cents: { kept: 1000 },
    product_names: { kept: 'Kept' },
    total_cents: 1000,
    currency: 'usd',
    ...overrides,
  });

  it('a guest whose order still grants a product goes to its download page', () => {
    expect(productsLink(order({}), 'after_payment')).toBe(
      'http://localhost:3000/downloads?session=cs_live_abc',
    );
  });

  it('a guest whose every line was refunded is sent nowhere: that page would be empty', () => {
    expect(productsLink(order({ product_ids: [] }), 'after_payment')).toBeUndefined();
    // A duplicate payment's guest keeps the first receipt's link, which the e-mail names.
    expect(productsLink(order({}), 'duplicate_payment')).toBeUndefined();
  });

  it('a signed-in buyer goes to the account either way', () => {
    const signedIn = order({ buyer_type: 'user', user_id: 'u1', product_ids: [] });
    expect(productsLink(signedIn, 'after_payment')).toBe('http://localhost:3000/myaccount');
    expect(productsLink(signedIn, 'duplicate_payment')).toBe('http://localhost:3000/myaccount');
  });
});
