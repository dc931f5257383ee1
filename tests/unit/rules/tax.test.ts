import {
  EXCLUDING_TAX_LABEL,
  formatPrice,
  invoiceLinkView,
  priceTaxLabel,
} from '../../../lambdas/rules/tax';

describe('the price tax label', () => {
  it("labels prices 'excl. tax' only while Stripe Tax is on", () => {
    expect(EXCLUDING_TAX_LABEL).toBe('excl. tax');
    expect(priceTaxLabel(true)).toBe('excl. tax');
    expect(priceTaxLabel(false)).toBeUndefined();
    expect(formatPrice(49, true)).toBe('$49.00 excl. tax');
    expect(formatPrice(1234.5, false)).toBe('$1,234.50');
  });
});

describe("the buyer's invoice link", () => {
  const invoice = {
    id: 'in_1',
    number: 'LOCAL-0001',
    hosted_url: 'https://stripe.example/i/in_1',
    pdf_url: 'https://stripe.example/i/in_1/pdf',
  };

  it('opens the hosted page, else the PDF, and is absent without either', () => {
    expect(invoiceLinkView(invoice)).toEqual({
      number: 'LOCAL-0001',
      url: 'https://stripe.example/i/in_1',
      pdf_url: 'https://stripe.example/i/in_1/pdf',
    });
    expect(invoiceLinkView({ ...invoice, hosted_url: null })?.url).toBe(invoice.pdf_url);
    expect(invoiceLinkView({ ...invoice, hosted_url: null, pdf_url: null })).toBeUndefined();
    expect(invoiceLinkView(undefined)).toBeUndefined();
  });
});
