/**
 * An existing product item is written through one path (services/manage/product-write.ts),
 * which syncs the catalogue listing after every write: a caller that built the product's
 * transaction itself once forgot the sync and a card kept its old seller. A source check, so a
 * later caller that reaches for the low-level writes fails here instead.
 */
import { sourceFilesMatching as users } from '../../support/source-users';

test('only the product write path replaces or deletes a product item', () => {
  expect(users(/\bproductReplace\b|\bproductDelete\b/)).toEqual([
    'lambdas/repositories/managed-product-repository.ts',
    'lambdas/services/manage/product-write.ts',
  ]);
});
