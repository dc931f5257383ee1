import fc from 'fast-check';
import {
  allocateTax,
  EXCLUDING_TAX_LABEL,
  formatPrice,
  invoiceLinkView,
  priceTaxLabel,
  taxOfLines,
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

describe("an order's tax split over its lines", () => {
  it('adds up to the tax, each line within a cent of its exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 8 }),
        (tax, cents) => {
          const lines = Object.fromEntries(cents.map((value, index) => [`p${index}`, value]));
          const split = allocateTax(tax, lines);
          const base = cents.reduce((sum, value) => sum + value, 0);
          const total = Object.values(split).reduce((sum, value) => sum + value, 0);
          expect(total).toBe(base === 0 ? 0 : tax);
          for (const [id, value] of Object.entries(lines)) {
            const exact = base === 0 ? 0 : (tax * value) / base;
            expect(Math.abs((split[id] ?? 0) - exact)).toBeLessThan(1);
          }
        },
      ),
    );
  });

  it("gives a line's tax back from what the order stored", () => {
    expect(allocateTax(1110, { a: 4000, b: 1550 })).toEqual({ a: 800, b: 310 });
    const order = { tax_by_line: { a: 800, b: 310 } };
    expect(taxOfLines(order, ['b'])).toBe(310);
    expect(taxOfLines(order, ['a', 'b'])).toBe(1110);
    expect(taxOfLines({}, ['a'])).toBe(0);
  });
});
