import { putFile, putProduct, putVersion } from '../../lambdas/repositories/product-repository';
import { createSignedInUser } from '../support/cognito-users';
import { app, browse, browseAll, fileUsing } from '../support/catalogue-browse';
import { useIsolatedTable } from '../support/isolated-table';
import { testProduct, testVersion } from '../support/product-fixtures';

const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString();

describe('GET /api/products: filters, sorts and pages', () => {
  beforeAll(async () => {
    await useIsolatedTable();
    await Promise.all([
      putProduct(
        testProduct('a', { price: 10, category: 'Sales', platform: 'n8n', created_at: day(1) }),
      ),
      putProduct(
        testProduct('b', { price: 50, category: 'Sales', platform: 'Make', created_at: day(2) }),
      ),
      putProduct(
        testProduct('c', { price: 30, category: 'Ops', platform: 'n8n', created_at: day(3) }),
      ),
      putProduct(
        testProduct('d', {
          price: 20,
          category: 'Ops',
          platform: 'Zapier',
          created_at: day(4),
          featured: true,
        }),
      ),
      putProduct(
        testProduct('e', {
          price: 40,
          category: 'Ops',
          platform: 'n8n',
          created_at: day(5),
          available_for_purchase: false,
          coming_soon: true,
        }),
      ),
      putProduct(
        testProduct('hidden', {
          price: 15,
          category: 'Ops',
          platform: 'n8n',
          created_at: day(6),
          available_for_purchase: false,
        }),
      ),
      putProduct(testProduct('inactive', { active: false, created_at: day(7) })),
      putProduct(testProduct('unpublished', { has_published_version: false, created_at: day(8) })),
    ]);
    await putVersion(testVersion('a', 'va', { is_latest: true }));
    await putFile(fileUsing('a', 'va', 'fa', [app('slack'), app('gmail')]));
    await putVersion(testVersion('c', 'vc', { is_latest: true }));
    await putFile(fileUsing('c', 'vc', 'fc', [app('slack')]));
    // A draft's apps do not count: only the published version's files do.
    await putVersion(testVersion('b', 'vb-draft', { is_published: false }));
    await putFile(fileUsing('b', 'vb-draft', 'fb', [app('notion')]));
  });

  it('orders featured first then newest by default, leaving out what shoppers may not see', async () => {
    expect(await browseAll()).toEqual(['d', 'e', 'c', 'b', 'a']);
  });

  it('sorts by price both ways and by popularity', async () => {
    expect(await browseAll({ sort: 'price_asc' })).toEqual(['a', 'd', 'c', 'e', 'b']);
    expect(await browseAll({ sort: 'price_desc' })).toEqual(['b', 'e', 'c', 'd', 'a']);
    // No paid orders yet: equal popularity falls back to newest first.
    expect(await browseAll({ sort: 'popular' })).toEqual(['e', 'd', 'c', 'b', 'a']);
  });

  it('filters by category, platform, app and price range, alone and combined', async () => {
    expect(await browseAll({ category: 'Ops' })).toEqual(['d', 'e', 'c']);
    expect(await browseAll({ platform: 'n8n' })).toEqual(['e', 'c', 'a']);
    expect(await browseAll({ app: 'slack' })).toEqual(['c', 'a']);
    expect(await browseAll({ app: 'notion' })).toEqual([]);
    expect(await browseAll({ min_price: '20', max_price: '40' })).toEqual(['d', 'e', 'c']);
    expect(await browseAll({ min_price: '20', max_price: '40', sort: 'price_asc' })).toEqual([
      'd',
      'c',
      'e',
    ]);
    expect(await browseAll({ category: 'Ops', platform: 'n8n', app: 'slack' })).toEqual(['c']);
    expect(await browseAll({ category: 'Sales', max_price: '25', sort: 'price_desc' })).toEqual([
      'a',
    ]);
  });

  it('answers facet counts of what shoppers see, with app names and icons', async () => {
    const { body } = await browse();
    expect(body.facets.categories).toEqual([
      { value: 'Ops', count: 3 },
      { value: 'Sales', count: 2 },
    ]);
    expect(body.facets.platforms).toEqual([
      { value: 'Make', count: 1 },
      { value: 'n8n', count: 3 },
      { value: 'Zapier', count: 1 },
    ]);
    expect(body.facets.apps).toEqual([
      { value: 'slack', name: 'Slack', icon: 'n8n/slack.svg', count: 2 },
      { value: 'gmail', name: 'Gmail', icon: 'n8n/gmail.svg', count: 1 },
    ]);
  });

  it('pages with cursors, each product once, and stays under 50 KB a page', async () => {
    const first = await browse({ limit: '2' });
    expect(first.body.products.map((p) => p.id)).toEqual(['d', 'e']);
    expect(first.body.next_cursor).toEqual(expect.any(String));
    expect(JSON.stringify(first.body).length).toBeLessThan(50_000);
    expect(await browseAll({ limit: '2' })).toEqual(['d', 'e', 'c', 'b', 'a']);
    expect(await browseAll({ limit: '1', category: 'Ops', sort: 'price_asc' })).toEqual([
      'd',
      'c',
      'e',
    ]);
  });

  it('shows an admin every listed product, the withdrawn one too', async () => {
    const admin = await createSignedInUser({ groups: ['admin'] });
    expect(await browseAll({}, admin.accessToken)).toEqual(['d', 'hidden', 'e', 'c', 'b', 'a']);
    expect(await browseAll({ category: 'Ops', limit: '1' }, admin.accessToken)).toEqual([
      'd',
      'hidden',
      'e',
      'c',
    ]);
  });

  it.each([
    [{ sort: 'stars' }, /sort must be one of/],
    [{ limit: '49' }, /limit must be at most 48/],
    [{ limit: 'ten' }, /limit must be a number/],
    [{ min_price: '-1' }, /min_price cannot be negative/],
    [{ max_price: 'cheap' }, /max_price must be a number/],
    [{ min_price: '30', max_price: '20' }, /min_price cannot be above max_price/],
    [{ platform: 'IFTTT' }, /Platform must be one of/],
    [{ cursor: 'not-a-cursor' }, /Invalid cursor/],
  ])('answers 400 with a clear message for %j', async (query, message) => {
    const { status, body } = await browse(query);
    expect(status).toBe(400);
    expect(body.error).toMatch(message);
  });

  it('refuses a cursor of another view or viewer', async () => {
    const { body } = await browse({ limit: '1', category: 'Ops' });
    const cursor = body.next_cursor ?? '';
    expect((await browse({ limit: '1', category: 'Sales', cursor })).status).toBe(400);
    const admin = await createSignedInUser({ groups: ['admin'] });
    expect((await browse({ limit: '1', category: 'Ops', cursor }, admin.accessToken)).status).toBe(
      400,
    );
  });
});
