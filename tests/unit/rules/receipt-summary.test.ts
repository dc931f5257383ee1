import { receiptSummary } from '../../../lambdas/rules/receipt-summary';

describe('receipt figures (receipt e-mail and payment success page)', () => {
  const names = { a: 'Alpha', b: 'Beta' };

  it('lists what was paid and the total when there is no discount or tax', () => {
    expect(
      receiptSummary({
        product_ids: ['a', 'b'],
        product_names: names,
        line_cents: { a: 4000, b: 1550 },
        total_cents: 5550,
      }),
    ).toEqual({
      lines: [
        { id: 'a', name: 'Alpha', amount: 40 },
        { id: 'b', name: 'Beta', amount: 15.5 },
      ],
      totals: [{ label: 'Total', amount: 55.5 }],
    });
  });

  it('shows prices before the discount and the discount once, so lines less it make the total', () => {
    const summary = receiptSummary({
      product_ids: ['a', 'b'],
      product_names: names,
      line_cents: { a: 3600, b: 1395 },
      list_cents: { a: 4000, b: 1550 },
      discount: { code: 'TEN', cents: 555 },
      total_cents: 4995,
    });
    expect(summary.lines.map((line) => line.amount)).toEqual([40, 15.5]);
    expect(summary.discount).toEqual({ code: 'TEN', label: 'Discount (TEN)', amount: 5.55 });
    expect(summary.totals).toEqual([{ label: 'Total', amount: 49.95 }]);
    const lines = summary.lines.reduce((sum, line) => sum + Math.round(line.amount * 100), 0);
    expect(lines - Math.round((summary.discount?.amount ?? 0) * 100)).toBe(4995);
  });

  it('with tax: the subtotal before tax, the tax and what was paid', () => {
    const summary = receiptSummary({
      product_ids: ['a'],
      product_names: names,
      line_cents: { a: 4000 },
      total_cents: 4000,
      tax_cents: 800,
      amount_paid_cents: 4800,
    });
    expect(summary.totals).toEqual([
      { label: 'Subtotal (excl. tax)', amount: 40 },
      { label: 'Tax', amount: 8 },
      { label: 'Total paid', amount: 48 },
    ]);
  });

  it('an older order without list prices shows what was paid per line and no discount line', () => {
    const summary = receiptSummary({
      product_ids: ['a', 'gone'],
      product_names: names,
      line_cents: { a: 3600, gone: 900 },
      discount: { code: 'TEN', cents: 500 },
      total_cents: 4500,
    });
    expect(summary.lines).toEqual([
      { id: 'a', name: 'Alpha', amount: 36 },
      { id: 'gone', name: 'gone', amount: 9 },
    ]);
    expect(summary.discount).toBeUndefined();
    expect(summary.totals).toEqual([{ label: 'Total', amount: 45 }]);
  });
});
