import { randomUUID } from 'node:crypto';
import { putProduct } from '../../lambdas/repositories/product-repository';
import { createSignedInUser, type TestUser } from './cognito-users';
import { shopProduct } from './checkout';
import { useIsolatedTable } from './isolated-table';

/** The checkout tests' catalogue: products in every state a cart may name, on the file's table. */
export const CREATE = 'POST /api/create-payment';
export const CREATE_GUEST = 'POST /api/create-payment-universal';

export const ids = {
  flow: `flow-${randomUUID()}`,
  dashboard: `dash-${randomUUID()}`,
  inactive: `inactive-${randomUUID()}`,
  withdrawn: `withdrawn-${randomUUID()}`,
  soon: `soon-${randomUUID()}`,
  missing: `missing-${randomUUID()}`,
};

export function cart(...productIds: string[]) {
  return productIds.map((id) => ({ id, name: `Browser name of ${id}`, price: 0.01 }));
}

// A live binding: the tests read the buyer the hook below signed in.
export let buyer: TestUser;

/** Before the file's tests: an isolated table holding the catalogue above, and a buyer. */
export function useCheckoutCatalogue(): void {
  beforeAll(async () => {
    buyer = await seedCheckoutCatalogue();
  });
}

async function seedCheckoutCatalogue(): Promise<TestUser> {
  await useIsolatedTable();
  await Promise.all([
    putProduct(shopProduct(ids.flow, { name: 'Flow Builder', price: 49.99 })),
    putProduct(shopProduct(ids.dashboard, { name: 'Revenue Dashboard', price: 19 })),
    putProduct(shopProduct(ids.inactive, { name: 'Retired Flow', active: false })),
    putProduct(
      shopProduct(ids.withdrawn, { name: 'Withdrawn Flow', available_for_purchase: false }),
    ),
    putProduct(
      shopProduct(ids.soon, {
        name: 'Upcoming Flow',
        available_for_purchase: false,
        coming_soon: true,
      }),
    ),
  ]);
  return createSignedInUser();
}
