/**
 * The audit log is append-only: only its repository touches audit keys, and it has no update or
 * delete (a source check, so a later change that adds one fails here).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sourceFilesMatching } from '../../support/source-users';

const ROOT = path.join(__dirname, '..', '..', '..');

test('only the key modules and the audit repository know the audit keys', () => {
  const users = sourceFilesMatching(/auditKeys|AUDIT#/);
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
