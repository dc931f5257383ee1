import { orderNumberOf, receiptOfOrder, receiptOfPurchase } from '../../../lambdas/rules/receipt';

const order = {
  session_id: 'cs_live_abcdefghijklmnopqrstuvwxyz0123456789',
  order_ref: 'ord_0123456789abcdef0123456789abcdef',
  created_at: '2026-05-01T09:00:00.000Z',
  paid_at: '2026-05-01T09:01:00.000Z',
  product_ids: ['p1', 'p2'],
  product_names: { p1: 'First Flow', p2: 'Second Flow' },
  list_cents: { p1: 4000, p2: 2000 },
  discount_cents: { p1: 400, p2: 200 },
  line_cents: { p1: 3600, p2: 1800 },
  discount: { code: 'SPRING10', cents: 600 },
  total_cents: 5400,
  tax_cents: 1080,
  amount_paid_cents: 6480,
  mode: 'live',
};

describe('receipts', () => {
  it("lists an order's lines with the discount, tax and what was paid", () => {
    expect(receiptOfOrder(order)).toEqual({
      order_number: 'ord_0123456789abcdef0123456789abcdef',
      seller_name: 'Automation Marketplace',
      date: '2026-05-01T09:01:00.000Z',
      lines: [
        {
          product_id: 'p1',
          name: 'First Flow',
          list_cents: 4000,
          discount_cents: 400,
          line_cents: 3600,
        },
        {
          product_id: 'p2',
          name: 'Second Flow',
          list_cents: 2000,
          discount_cents: 200,
          line_cents: 1800,
        },
      ],
      subtotal_cents: 6000,
      discount_cents: 600,
      discount_code: 'SPRING10',
      tax_cents: 1080,
      total_cents: 6480,
      refunded_cents: 0,
      currency: 'usd',
      is_test: false,
    });
  });

  it('marks refunded lines and sums what was given back', () => {
    const receipt = receiptOfOrder({
      ...order,
      product_ids: ['p1'],
      line_refunds: { p2: 're_1' },
      refunds: [{ amount_cents: 2160 }],
    });
    expect(receipt.lines.map((line) => [line.product_id, line.refunded ?? false])).toEqual([
      ['p1', false],
      ['p2', true],
    ]);
    expect(receipt.refunded_cents).toBe(2160);
  });

  it('never prints the session id (a guest credential) as the order number', () => {
    const { order_ref: _ref, ...older } = order;
    const number = orderNumberOf(older);
    expect(number).toBe('#0123456789');
    expect(number.toLowerCase()).not.toContain(order.session_id.toLowerCase());
    expect(number.length).toBe(11);
  });

  it('gives a purchase without an order a one-line receipt; a test purchase paid nothing', () => {
    const receipt = receiptOfPurchase({
      product_id: 'p9',
      product_name: 'Gift',
      purchase_date: '2026-02-02T00:00:00.000Z',
      amount_paid_cents: 2500,
      is_test: true,
    });
    expect(receipt).toMatchObject({ total_cents: 0, is_test: true, lines: [{ name: 'Gift' }] });
  });
});
