import { ConflictError } from '../../lambdas/services/shared/errors';
import {
  getProduct,
  putProduct,
  setCatalogueApps,
} from '../../lambdas/repositories/product-repository';
import { saveProductChanges } from '../../lambdas/services/manage/product-write';
import { useIsolatedTable } from '../support/isolated-table';
import { testProduct } from '../support/product-fixtures';

/**
 * A product edit and a file write that moves the card's apps, at the same time: the apps are
 * derived (no new revision), so the edit goes through, and it must not put back the apps it read.
 */
beforeAll(async () => {
  await useIsolatedTable();
});

const appsOf = (...names: string[]) => ({
  first: names.map((name) => ({ name, icon: `n8n/${name.toLowerCase()}.svg` })),
  total: names.length,
});

describe('saving a product while its card apps change', () => {
  it('keeps the apps written since the product was read', async () => {
    await putProduct(testProduct('apps-race', { catalogue_apps: appsOf('Slack') }));
    const read = (await getProduct('apps-race'))!;
    // A file upload of the latest version, between the editor's read and its save.
    await setCatalogueApps('apps-race', appsOf('Slack', 'Gmail'));
    const saved = await saveProductChanges(read, 0, { name: 'Renamed' });
    const stored = (await getProduct('apps-race', true))!;
    expect(stored.name).toBe('Renamed');
    expect(stored.catalogue_apps).toEqual(appsOf('Slack', 'Gmail'));
    expect(saved.catalogue_apps).toEqual(appsOf('Slack', 'Gmail'));
    expect(stored.revision).toBe(1);
  });

  it('keeps apps that appeared on a product that had none', async () => {
    await putProduct(testProduct('apps-new'));
    const read = (await getProduct('apps-new'))!;
    await setCatalogueApps('apps-new', appsOf('Notion'));
    await saveProductChanges(read, 0, { price: 12 });
    const stored = (await getProduct('apps-new', true))!;
    expect(stored.price).toBe(12);
    expect(stored.catalogue_apps).toEqual(appsOf('Notion'));
  });

  it('still refuses an edit of a product saved by someone else since it was read', async () => {
    await putProduct(testProduct('apps-stale', { catalogue_apps: appsOf('Slack') }));
    const read = (await getProduct('apps-stale'))!;
    await saveProductChanges(read, 0, { name: 'First' });
    await setCatalogueApps('apps-stale', appsOf('Jira'));
    await expect(saveProductChanges(read, 0, { name: 'Second' })).rejects.toBeInstanceOf(
      ConflictError,
    );
    const stored = (await getProduct('apps-stale', true))!;
    expect(stored.name).toBe('First');
    expect(stored.catalogue_apps).toEqual(appsOf('Jira'));
  });
});
