import { refundEmail } from '../../../lambdas/services/refunds/refund-email';
import { interestConfirmationEmail } from '../../../lambdas/services/interest/interest-confirmation-email';
import { invitationEmail } from '../../../lambdas/services/shared/invitation-email';
import { versionUpdateEmail } from '../../../lambdas/services/notifications/version-update-email';

describe('interest confirmation e-mail', () => {
  const email = interestConfirmationEmail({
    to: 'eve@example.com',
    productName: 'Invoice & Receipt Robot',
    productUrl: 'https://shop.example/product/p1?a=1&b="2"',
  });

  it('names the product in the subject and both bodies', () => {
    expect(email.to).toEqual(['eve@example.com']);
    expect(email.subject).toContain('Invoice & Receipt Robot');
    expect(email.text).toContain('Invoice & Receipt Robot');
    expect(email.html).toContain('Invoice &amp; Receipt Robot');
  });

  it('greets without the name the visitor typed, and escapes the link in the HTML', () => {
    expect(email.text.startsWith('Hello,\n')).toBe(true);
    expect(email.html).toContain('href="https://shop.example/product/p1?a=1&amp;b=&quot;2&quot;"');
  });
});

describe('invitation e-mail', () => {
  it('carries the link and the expiry date, escaped in HTML', () => {
    const email = invitationEmail({
      to: 'ivy@example.com',
      fullName: '<b>Ivy</b>',
      link: 'https://shop.example/auth/invite/abc_DEF-123',
      expiresAt: '2026-05-08T09:00:00.000Z',
    });
    expect(email.text).toContain('https://shop.example/auth/invite/abc_DEF-123');
    expect(email.text).toContain('2026-05-08');
    expect(email.html).toContain('&lt;b&gt;Ivy&lt;/b&gt;');
    expect(email.html).toContain('href="https://shop.example/auth/invite/abc_DEF-123"');
    // A button with words, not the raw address as the link's text.
    expect(email.html).toContain('>Choose my password</a>');
    expect(email.html).not.toContain('>https://shop.example/auth/invite/abc_DEF-123</a>');
  });
});

describe('duplicate payment refund e-mail', () => {
  const notice = {
    kind: 'duplicate_payment' as const,
    to: 'ann@example.com',
    buyerName: '<i>Ann</i>',
    products: [{ name: 'Leads <CRM> & more', amount: 30 }],
    refunded: 30,
    isTest: false,
  };

  it('says what was refunded, escaped in HTML', () => {
    const email = refundEmail({
      ...notice,
      link: 'https://shop.example/myaccount?a=1&b=2',
    });
    expect(email.to).toEqual(['ann@example.com']);
    expect(email.subject).toBe('Refund of a duplicate payment: $30.00');
    expect(email.text).toContain('Hello <i>Ann</i>,');
    expect(email.text).toContain('- Leads <CRM> & more: $30.00');
    expect(email.text).toContain('Refunded: $30.00');
    expect(email.html).toContain('&lt;i&gt;Ann&lt;/i&gt;');
    expect(email.html).toContain('Leads &lt;CRM&gt; &amp; more');
    expect(email.html).not.toContain('<CRM>');
    expect(email.html).toContain('href="https://shop.example/myaccount?a=1&amp;b=2"');
    expect(email.html).toContain('>Go to my products</a>');
    expect(email.html).not.toContain('>https://shop.example/myaccount');
  });

  it('sends a guest back to the receipt of the first purchase, and marks test payments', () => {
    const email = refundEmail({ ...notice, isTest: true });
    expect(email.text).toContain('receipt of your first purchase');
    expect(email.text).toContain('no money was charged or refunded');
    expect(email.html).not.toContain('href=');
  });
});

describe('version update e-mail', () => {
  it('links the download as a button, with the address in the text part', () => {
    const email = versionUpdateEmail({
      to: 'ann@example.com',
      productName: 'Leads <CRM>',
      versionNumber: '1.2.0',
      link: 'https://shop.example/downloads?session=cs_live_a&x=1',
    });
    expect(email.text).toContain(
      'Download it here: https://shop.example/downloads?session=cs_live_a&x=1',
    );
    expect(email.html).toContain('href="https://shop.example/downloads?session=cs_live_a&amp;x=1"');
    expect(email.html).toContain('>Download version 1.2.0</a>');
    expect(email.html).not.toContain('>https://shop.example/downloads');
  });
});
