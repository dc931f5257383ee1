/**
 * The audit log is append-only: only its repository touches audit keys, and it has no update or
 * delete (a source check, so a later change that adds one fails here).
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

test('only the key modules and the audit repository know the audit keys', () => {
  const users = [
    ...sourceFiles(path.join(ROOT, 'lambdas')),
    ...sourceFiles(path.join(ROOT, 'scripts')),
  ]
    .filter((file) => /auditKeys|AUDIT#/.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(ROOT, file))
    .sort();
  expect(users).toEqual([
    'lambdas/repositories/audit-repository.ts',
    // Where the audit keys are built, and keys.ts's table of every key.
    'lambdas/repositories/keys-security.ts',
    'lambdas/repositories/keys.ts',
  ]);
});

test('the audit repository only puts new entries and reads them', () => {
  const source = readFileSync(path.join(ROOT, 'lambdas/repositories/audit-repository.ts'), 'utf8');
  expect(source).not.toMatch(/UpdateCommand|DeleteCommand|BatchWriteCommand|\bUpdate:|\bDelete:/);
  expect(source).toMatch(/ConditionExpression: 'attribute_not_exists\(PK\)'/);
});
