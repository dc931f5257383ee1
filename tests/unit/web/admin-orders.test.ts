import type { AdminOrderLine } from '../../../lambdas/contracts/orders';
import {
  FROM_AFTER_TO,
  orderSearchForm,
  ordersListPath,
  paramsOfSearch,
  searchFromParams,
} from '../../../web/src/features/admin-orders/order-search';
import {
  disputeText,
  isRefundable,
  LINE_STATUS_LABELS,
  lineStatus,
  orderHeading,
  orderLabel,
  productNamesOf,
  refundableProductIds,
  refundAmountCents,
  refundSourceText,
  shortSessionId,
} from '../../../web/src/features/admin-orders/order-text';

function line(productId: string, overrides: Partial<AdminOrderLine> = {}): AdminOrderLine {
  return {
    product_id: productId,
    product_name: `Product ${productId}`,
    list_cents: 2500,
    discount_cents: 500,
    paid_cents: 2000,
    tax_cents: 400,
    seller_id: null,
    refund_id: null,
    duplicate: false,
    ...overrides,
  };
}

const SESSION = 'cs_live_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8s9T0u1V2w3X4y5Z6';

describe('an order as the admin pages name it', () => {
  it('uses the order id, else the session id shortened in the list and whole in the heading', () => {
    expect(orderLabel({ order_ref: 'ord_7Hk2', session_id: SESSION })).toBe('ord_7Hk2');
    expect(orderLabel({ order_ref: null, session_id: SESSION })).toBe('cs_live_a1B2c3D4…y5Z6');
    expect(orderHeading({ order_ref: null, session_id: SESSION })).toBe(`Order ${SESSION}`);
    expect(orderHeading({ order_ref: 'ord_7Hk2', session_id: SESSION })).toBe('Order ord_7Hk2');
  });

  it('keeps a short session id whole', () => {
    expect(shortSessionId('cs_test_abc')).toBe('cs_test_abc');
  });
});

describe("an order line's status", () => {
  it('is Refunded once refunded, the duplicate wording for a duplicate, else Paid', () => {
    const refunded = line('a', { refund_id: 're_1' });
    const duplicate = line('b', { duplicate: true });
    const paid = line('c');
    expect([refunded, duplicate, paid].map((item) => LINE_STATUS_LABELS[lineStatus(item)])).toEqual(
      ['Refunded', 'Refunded at payment (already owned)', 'Paid'],
    );
    expect([refunded, duplicate, paid].map(isRefundable)).toEqual([false, false, true]);
  });
});

describe('what a refund gives back', () => {
  const lines = [
    line('a'),
    line('b', { paid_cents: 1999, tax_cents: 0 }),
    line('c', { refund_id: 're_1', paid_cents: 5000, tax_cents: 1000 }),
    line('d', { duplicate: true, paid_cents: 700, tax_cents: 140 }),
  ];

  it('lists the lines that can still be refunded, in order', () => {
    expect(refundableProductIds(lines)).toEqual(['a', 'b']);
  });

  it('adds what the chosen lines were paid, tax included', () => {
    expect(refundAmountCents(lines, ['a'])).toBe(2400);
    expect(refundAmountCents(lines, ['b'])).toBe(1999);
    expect(refundAmountCents(lines, ['a', 'b'])).toBe(4399);
  });

  it('counts nothing for a refunded, duplicate or unknown line', () => {
    expect(refundAmountCents(lines, ['c', 'd', 'zzz'])).toBe(0);
    expect(refundAmountCents(lines, [])).toBe(0);
  });

  it('names the chosen products as the order does, an unknown one by its id', () => {
    expect(productNamesOf(lines, ['b', 'zzz'])).toEqual(['Product b', 'zzz']);
  });
});

describe('refunds and disputes in words', () => {
  it('says where a refund was made and by whom', () => {
    expect(refundSourceText({ source: 'back_office', by_email: 'admin@example.com' })).toBe(
      'Back office (by admin@example.com)',
    );
    expect(refundSourceText({ source: 'back_office', by_email: null })).toBe('Back office');
    expect(refundSourceText({ source: 'stripe', by_email: null })).toBe('Stripe Dashboard');
    expect(refundSourceText({ source: 'duplicate_payment', by_email: null })).toBe(
      'Duplicate payment',
    );
  });

  it("says the dispute's reason, amount and status in words", () => {
    expect(
      disputeText({ reason: 'product_not_received', amount_cents: 4999, status: 'needs_response' }),
    ).toBe('This payment is disputed: product not received, $49.99, status needs response');
  });
});

describe('the orders search in the address', () => {
  it('reads the search from the address, blank values being no filter', () => {
    const params = new URLSearchParams('q=%20buyer%40example.com%20&from=2026-01-01&to=&cursor=x');
    expect(searchFromParams(params)).toEqual({ q: 'buyer@example.com', from: '2026-01-01' });
  });

  it('writes only the filters that are set, and reads them back the same', () => {
    const search = { q: 'ord_1', to: '2026-02-01' };
    const params = paramsOfSearch({ ...search, from: undefined });
    expect(params.toString()).toBe('q=ord_1&to=2026-02-01');
    expect(searchFromParams(params)).toEqual(search);
  });

  it("checks the form with the API's schema: trimmed, blanks dropped", () => {
    const parsed = orderSearchForm.safeParse({ q: '  cs_test_1 ', from: '', to: '2026-03-01' });
    expect(parsed.success && parsed.data).toEqual({
      q: 'cs_test_1',
      from: undefined,
      to: '2026-03-01',
    });
  });

  it('refuses a period that ends before it starts, and a search that is too long', () => {
    const backwards = orderSearchForm.safeParse({ q: '', from: '2026-03-02', to: '2026-03-01' });
    expect(backwards.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['to'], FROM_AFTER_TO],
    ]);
    const sameDay = orderSearchForm.safeParse({ q: '', from: '2026-03-01', to: '2026-03-01' });
    expect(sameDay.success).toBe(true);
    const long = orderSearchForm.safeParse({ q: 'x'.repeat(255), from: '', to: '' });
    expect(long.error?.issues.map((issue) => issue.message)).toEqual(['The search is too long']);
  });

  it("sends the order page's Back to the search it came from, else to the list", () => {
    expect(ordersListPath({ ordersSearch: '?q=ord_1' })).toBe('/admin/orders?q=ord_1');
    expect(ordersListPath({ ordersSearch: '' })).toBe('/admin/orders');
    expect(ordersListPath({ ordersSearch: '//evil.example' })).toBe('/admin/orders');
    expect(ordersListPath(null)).toBe('/admin/orders');
  });
});
