import { stripeProductId } from '../../../lambdas/services/pricing/stripe-products';

describe('stripeProductId', () => {
  it('keeps plain ids readable and turns free-text ids into distinct plain tokens', () => {
    expect(stripeProductId('lead-capture_crm')).toBe('shop_lead-capture_crm');
    const odd = stripeProductId('beta <b>-1');
    expect(odd).toMatch(/^shop_x[0-9a-f]{40}$/);
    expect(stripeProductId('beta <b>-1')).toBe(odd);
    expect(stripeProductId('beta <b>-2')).not.toBe(odd);
  });
});
