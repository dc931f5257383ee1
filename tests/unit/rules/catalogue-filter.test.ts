import {
  ALL_CATEGORIES,
  ALL_PLATFORMS,
  distinctSorted,
  filterCatalogue,
} from '../../../lambdas/rules/catalogue-filter';

const products = [
  { name: 'CRM Sync', description: 'Keeps HubSpot in step', category: 'Sales', platform: 'Make' },
  {
    name: 'Invoice Bot',
    description: 'Sends invoices from Stripe',
    category: 'Finance',
    platform: 'n8n',
  },
  {
    name: 'Lead Router',
    description: 'Routes leads to the CRM',
    category: 'Sales',
    platform: 'Zapier',
  },
];
const all = { search: '', category: ALL_CATEGORIES, platform: ALL_PLATFORMS };

describe('catalogue search and filters', () => {
  it('returns everything without criteria', () => {
    expect(filterCatalogue(products, all)).toHaveLength(3);
  });

  it('searches name and description, case-insensitive', () => {
    expect(filterCatalogue(products, { ...all, search: 'crm' }).map((p) => p.name)).toEqual([
      'CRM Sync',
      'Lead Router',
    ]);
    expect(filterCatalogue(products, { ...all, search: '  STRIPE ' }).map((p) => p.name)).toEqual([
      'Invoice Bot',
    ]);
  });

  it('combines category, platform and search', () => {
    expect(filterCatalogue(products, { ...all, category: 'Sales' })).toHaveLength(2);
    expect(
      filterCatalogue(products, { ...all, category: 'Sales', platform: 'Zapier' }),
    ).toHaveLength(1);
    expect(
      filterCatalogue(products, { search: 'invoice', category: 'Sales', platform: ALL_PLATFORMS }),
    ).toEqual([]);
  });

  it('lists distinct filter values in order', () => {
    expect(distinctSorted(products, (p) => p.category)).toEqual(['Finance', 'Sales']);
  });
});
