import { catalogueQuery } from '../../../lambdas/contracts/catalogue';
import { searchQuery } from '../../../lambdas/contracts/search';

/** The catalogue and its text search take the same price filters and refuse them alike. */
describe('price filters of the catalogue and the search', () => {
  const messages = (schema: typeof catalogueQuery | typeof searchQuery, query: object) => {
    const result = schema.safeParse(query);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it.each([
    [{ min_price: '-1' }, 'min_price cannot be negative'],
    [{ max_price: '100000.01' }, 'max_price is too high'],
    [{ max_price: 'cheap' }, 'max_price must be a number'],
    [{ min_price: '30', max_price: '10' }, 'min_price cannot be above max_price'],
  ])('%o answers the same message on both', (query, message) => {
    expect(messages(catalogueQuery, query)).toEqual([message]);
    expect(messages(searchQuery, { q: 'slack', ...query })).toEqual([message]);
  });

  it('accepts any price a product may have, up to 100,000', () => {
    const range = { min_price: '0', max_price: '100000' };
    expect(catalogueQuery.safeParse(range).success).toBe(true);
    expect(searchQuery.safeParse({ q: 'slack', ...range }).success).toBe(true);
  });
});
