import type { OrderForLinking } from '../../../lambdas/repositories/order-lookup-repository';
import { planOrderLinks } from '../../../lambdas/services/account/purchase-linking';

function order(sessionId: string, fields: Partial<OrderForLinking> = {}): OrderForLinking {
  return {
    session_id: sessionId,
    status: 'paid',
    buyer_email: 'buyer@example.com',
    mode: 'live',
    created_at: '2026-04-01T00:00:00.000Z',
    paid_at: '2026-04-01T00:01:00.000Z',
    product_ids: ['a'],
    line_cents: { a: 1000 },
    ...fields,
  };
}

describe('planning guest-order links', () => {
  it('links only paid orders that are not linked yet', () => {
    const plan = planOrderLinks(
      [
        order('paid'),
        order('pending', { status: 'pending', product_ids: ['b'] }),
        order('linked', { user_id: 'someone', product_ids: ['c'] }),
      ],
      new Set(),
      'me',
    );
    expect(plan.map((link) => link.sessionId)).toEqual(['paid']);
  });

  it("creates purchases for products not owned yet, with the order's price, date and mode", () => {
    const plan = planOrderLinks(
      [
        order('later', {
          created_at: '2026-05-01T00:00:00.000Z',
          paid_at: '2026-05-01T00:02:00.000Z',
          product_ids: ['a', 'c'],
          line_cents: { a: 1200, c: 700 },
          mode: 'test',
        }),
        order('earlier', { product_ids: ['a', 'b', 'b'], line_cents: { a: 1000 } }),
      ],
      new Set(['owned']),
      'me',
    );
    expect(plan).toEqual([
      {
        sessionId: 'earlier',
        purchases: [
          {
            user_id: 'me',
            product_id: 'a',
            purchase_date: '2026-04-01T00:01:00.000Z',
            amount_paid_cents: 1000,
            is_test: false,
            session_id: 'earlier',
          },
          expect.objectContaining({ product_id: 'b', amount_paid_cents: 0 }),
        ],
      },
      {
        sessionId: 'later',
        purchases: [
          expect.objectContaining({
            product_id: 'c',
            amount_paid_cents: 700,
            is_test: true,
            purchase_date: '2026-05-01T00:02:00.000Z',
          }),
        ],
      },
    ]);
  });

  it('skips products the user owns and falls back to the creation time without paid_at', () => {
    const plan = planOrderLinks(
      [order('o', { product_ids: ['owned', 'new'], paid_at: undefined })],
      new Set(['owned']),
      'me',
    );
    expect(plan[0]?.purchases).toEqual([
      expect.objectContaining({ product_id: 'new', purchase_date: '2026-04-01T00:00:00.000Z' }),
    ]);
  });
});
