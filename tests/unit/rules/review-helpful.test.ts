import {
  helpfulLabel,
  helpfulRankKey,
  helpfulRefusal,
} from '../../../lambdas/rules/review-helpful';

describe('helpful votes', () => {
  it('orders the listing key by votes numerically, then by creation time', () => {
    const keys = [
      helpfulRankKey(9, '2026-01-02T00:00:00.000Z', 'a'),
      helpfulRankKey(10, '2026-01-01T00:00:00.000Z', 'b'),
      helpfulRankKey(9, '2026-01-03T00:00:00.000Z', 'c'),
      helpfulRankKey(0, '2026-01-04T00:00:00.000Z', 'd'),
    ];
    // The listing is read backwards: the greatest key first.
    expect(
      [...keys]
        .sort()
        .reverse()
        .map((key) => key.slice(-1)),
    ).toEqual(['b', 'c', 'a', 'd']);
    expect(helpfulRankKey(-1, 't', 'x')).toBe(helpfulRankKey(0, 't', 'x'));
  });

  it('says how many found it helpful, nothing before the first vote', () => {
    expect(helpfulLabel(0)).toBeUndefined();
    expect(helpfulLabel(1)).toBe('1 person found this helpful');
    expect(helpfulLabel(12)).toBe('12 people found this helpful');
  });

  it('refuses the author and hidden reviews', () => {
    expect(helpfulRefusal({ voterId: 'a', authorId: 'a', hidden: false })).toBe('own-review');
    expect(helpfulRefusal({ voterId: 'b', authorId: 'a', hidden: true })).toBe('hidden');
    expect(helpfulRefusal({ voterId: 'b', authorId: 'a', hidden: false })).toBeUndefined();
  });
});
