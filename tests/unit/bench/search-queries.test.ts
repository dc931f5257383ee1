import { scaleProductName } from '../../../scripts/bench/scale-products';
import { distinctSearchQueries } from '../../../scripts/bench/search-queries';

describe("the scale bench's new search queries", () => {
  it('never repeat, come out the same in every run and are made of the seeded names', () => {
    const queries = distinctSearchQueries(2_000, 500);
    expect(new Set(queries).size).toBe(2_000);
    expect(distinctSearchQueries(2_000, 500)).toEqual(queries);
    const words = new Set(
      Array.from({ length: 500 }, (_, index) => scaleProductName(index).toLowerCase().split(' ')),
    ).values();
    const vocabulary = new Set([...words].flat());
    const exact = queries.filter((query) => query.split(' ').every((word) => vocabulary.has(word)));
    // Most are whole words as named; the rest carry a typo or are cut short as typed.
    expect(exact.length).toBeGreaterThan(queries.length / 3);
    expect(exact.length).toBeLessThan(queries.length);
  });

  it('refuses to repeat a query when the names cannot give that many', () => {
    expect(() => distinctSearchQueries(10_000, 1)).toThrow(/distinct queries/);
  });
});
