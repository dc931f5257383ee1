/**
 * An existing product item is written through one path (services/manage/product-write.ts),
 * which syncs the catalogue listing after every write: a caller that built the product's
 * transaction itself once forgot the sync and a card kept its old seller. A source check, so a
 * later caller that reaches for the low-level writes fails here instead.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

const users = (pattern: RegExp) =>
  [...sourceFiles(path.join(ROOT, 'lambdas')), ...sourceFiles(path.join(ROOT, 'scripts'))]
    .filter((file) => pattern.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(ROOT, file))
    .sort();

test('only the product write path replaces or deletes a product item', () => {
  expect(users(/\bproductReplace\b|\bproductDelete\b/)).toEqual([
    'lambdas/repositories/managed-product-repository.ts',
    'lambdas/services/manage/product-write.ts',
  ]);
});
