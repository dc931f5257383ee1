import {
  productsToRequest,
  reviewRequestDaysToSend,
  reviewRequestDueDay,
  reviewRequestExpiry,
  reviewRequestPaidDay,
} from '../../../lambdas/rules/review-request';

describe('review-request timing', () => {
  it('is due on the UTC day a week after payment, whatever the hour', () => {
    expect(reviewRequestDueDay('2026-03-01T00:00:00.000Z')).toBe('2026-03-08');
    expect(reviewRequestDueDay('2026-03-01T23:59:59.999Z')).toBe('2026-03-08');
    expect(reviewRequestDueDay('2026-12-28T12:00:00.000Z')).toBe('2027-01-04');
    // And back: the day whose paid orders a due day asks about.
    expect(reviewRequestPaidDay('2027-01-04')).toBe('2026-12-28');
    expect(reviewRequestPaidDay(reviewRequestDueDay('2026-03-01T23:59:59.999Z'))).toBe(
      '2026-03-01',
    );
  });

  it('sends for today and the seven days before, oldest first, never a later day', () => {
    const days = reviewRequestDaysToSend(new Date('2026-03-08T03:00:00.000Z'));
    expect(days).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
    ]);
    // A run the day before an order's due day does not reach it.
    const due = reviewRequestDueDay('2026-03-02T10:00:00.000Z');
    expect(reviewRequestDaysToSend(new Date('2026-03-08T23:00:00.000Z'))).not.toContain(due);
    expect(reviewRequestDaysToSend(new Date('2026-03-09T00:00:00.000Z'))).toContain(due);
  });

  it('keeps a due item 30 days after its day', () => {
    expect(reviewRequestExpiry('2026-03-08')).toBe(Date.parse('2026-04-07T00:00:00Z') / 1000);
  });

  it('asks about products still owned, not reviewed and shown', () => {
    const base = { owned: true, reviewed: false, visible: true };
    expect(
      productsToRequest([
        { productId: 'a', ...base },
        { productId: 'refunded', ...base, owned: false },
        { productId: 'reviewed', ...base, reviewed: true },
        { productId: 'retired', ...base, visible: false },
        { productId: 'b', ...base },
      ]),
    ).toEqual(['a', 'b']);
    expect(productsToRequest([{ productId: 'x', ...base, reviewed: true }])).toEqual([]);
  });
});
