import { ENV } from '../../../../lambdas/infra/config';
import { readFacets } from '../../../../lambdas/repositories/catalogue-browse/listing-read';
import { currentFacetCounts } from '../../../../lambdas/services/catalogue/facet-counts';

jest.mock('../../../../lambdas/repositories/catalogue-browse/listing-read', () => ({
  readFacets: jest.fn(),
}));
const read = jest.mocked(readFacets);

const countsOf = (count: number) => ({
  categories: [{ value: 'Sales', count }],
  platforms: [],
  apps: [],
});

describe('the catalogue function’s facet counts', () => {
  let now = 1_000_000;
  beforeAll(() => jest.spyOn(Date, 'now').mockImplementation(() => now));
  afterEach(() => {
    delete process.env[ENV.catalogueFacetsRefreshSeconds];
    read.mockReset();
    now += 3_600_000;
  });

  it('are read once for concurrent pages and kept for the refresh time, then read again', async () => {
    process.env[ENV.catalogueFacetsRefreshSeconds] = '30';
    read.mockResolvedValueOnce(countsOf(1)).mockResolvedValueOnce(countsOf(2));
    const [first, second] = await Promise.all([currentFacetCounts(), currentFacetCounts()]);
    expect(first).toEqual(countsOf(1));
    expect(second).toBe(first);
    now += 29_000;
    expect(await currentFacetCounts()).toEqual(countsOf(1));
    expect(read).toHaveBeenCalledTimes(1);
    now += 2_000;
    expect(await currentFacetCounts()).toEqual(countsOf(2));
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('are read for every page without a refresh time (locally, in tests)', async () => {
    read.mockResolvedValueOnce(countsOf(1)).mockResolvedValueOnce(countsOf(2));
    expect(await currentFacetCounts()).toEqual(countsOf(1));
    expect(await currentFacetCounts()).toEqual(countsOf(2));
  });

  it('do not keep a failed read', async () => {
    process.env[ENV.catalogueFacetsRefreshSeconds] = '30';
    read.mockRejectedValueOnce(new Error('throttled')).mockResolvedValueOnce(countsOf(3));
    await expect(currentFacetCounts()).rejects.toThrow('throttled');
    expect(await currentFacetCounts()).toEqual(countsOf(3));
  });
});
