import { reviewRequestEmail } from '../../../lambdas/services/review-requests/review-request-email';

const base = {
  to: 'ann@example.com',
  unsubscribeUrl: 'https://shop.example/review-requests/unsubscribe?request=r&token=t',
  oneClickUrl: 'https://shop.example/api/review-requests/unsubscribe/one-click?request=r&token=t',
};
const product = (name: string, id: string) => ({
  name,
  reviewUrl: `https://shop.example/product/${id}#reviews`,
});

describe('review-request e-mail', () => {
  it('names one product in the subject, links its review form and unsubscribes in one click', () => {
    const email = reviewRequestEmail({
      ...base,
      name: 'Ann',
      products: [product('Lead <Flow>', 'p1')],
      isGuest: false,
    });
    expect(email.to).toEqual(['ann@example.com']);
    expect(email.subject).toBe('How is Lead <Flow> working for you?');
    expect(email.text).toContain('Hello Ann,');
    expect(email.text).toContain('Lead <Flow>: https://shop.example/product/p1#reviews');
    expect(email.text).toContain(`Stop review requests: ${base.unsubscribeUrl}`);
    expect(email.html).toContain('>Review Lead &lt;Flow&gt;</a>');
    expect(email.html).toContain(
      'href="https://shop.example/review-requests/unsubscribe?request=r&amp;token=t"',
    );
    expect(email.listUnsubscribe).toBe(base.oneClickUrl);
    expect(email.text).not.toContain('sign up');
  });

  it('lists each product of an order, and tells a guest how reviews are written', () => {
    const email = reviewRequestEmail({
      ...base,
      products: [product('Alpha', 'a'), product('Beta', 'b')],
      isGuest: true,
    });
    expect(email.subject).toBe('How are your new automations working for you?');
    expect(email.text.startsWith('Hello,\n')).toBe(true);
    expect(email.text).toContain('Alpha: https://shop.example/product/a#reviews');
    expect(email.text).toContain('Beta: https://shop.example/product/b#reviews');
    expect(email.text).toContain('sign in or sign up with this e-mail address');
    expect(email.html).toContain('sign in or sign up with this e-mail address');
  });
});
