/**
 * Least privilege per function group, pinned here: locally nothing enforces IAM, so a grant
 * that grows (or a write that loses its partition condition) must show up as a failing test.
 */
import { FUNCTION_GROUPS, type FunctionGroup } from '../../lambdas/routes';
import { actionsOf, ALL_WRITES, statementsOf, tableWrites, useDevTemplate } from './iam-statements';

useDevTemplate();

/** Partitions each group may write (dynamodb:LeadingKeys); [] = read-only. */
const EXPECTED_WRITES: Record<FunctionGroup, { partitions: string[]; actions?: string[] }> = {
  catalogue: { partitions: [] },
  sales: { partitions: [] },
  interest: { partitions: ['PRODUCT#*', 'RATE#*'] },
  account: { partitions: ['USER#*', 'ORDER#*', 'STATS'] },
  auth: { partitions: ['INVITE#*', 'INVITATION#*', 'USER#*', 'STATS', 'RATE#*'] },
  checkout: {
    partitions: [
      'ORDER#*',
      'USER#*',
      'GUEST#*',
      'STATS',
      'RATE#*',
      'DISCOUNT#*',
      'PAYOUTS#*',
      'PRODUCT#*',
      'BROWSE#*',
      'POPULARITY#*',
      'SALEFIG#*',
    ],
  },
  webhook: {
    partitions: [
      'EVENT#*',
      'ORDER#*',
      'USER#*',
      'GUEST#*',
      'STATS',
      'WEBHOOK_FAILURE#*',
      'AUDIT#*',
      'DISCOUNT#*',
      'PAYOUTS#*',
      'REVIEWS#*',
      'PRODUCT#*',
      'BROWSE#*',
      'POPULARITY#*',
    ],
  },
  downloads: { partitions: ['RATE#*'], actions: ['dynamodb:UpdateItem'] },
  'my-account': { partitions: ['USER#*', 'STATS', 'N8N_LIBRARY#*'] },
  manage: {
    partitions: [
      'PRODUCT#*',
      'BROWSE#*',
      'AUDIT#*',
      'NOTIFY#*',
      'NOTIFIED#*',
      'STATS',
      'SALEFIG#*',
    ],
  },
  'manage-files': { partitions: ['PRODUCT#*', 'BROWSE#*'] },
  admin: {
    partitions: [
      'USER#*',
      'ORDER#*',
      'PRODUCT#*',
      'AUDIT#*',
      'INVITE#*',
      'INVITATION#*',
      'SETTINGS',
      'STATS',
      'META',
    ],
  },
  'n8n-library': { partitions: ['RATE#*'], actions: ['dynamodb:UpdateItem'] },
  payouts: { partitions: ['PAYOUTS#*', 'CONNECT#*', 'SETTINGS', 'AUDIT#*', 'EVENT#*'] },
  discounts: { partitions: ['DISCOUNT#*', 'CODE#*', 'RATE#*'] },
  orders: {
    partitions: [
      'ORDER#*',
      'USER#*',
      'GUEST#*',
      'STATS',
      'AUDIT#*',
      'PAYOUTS#*',
      'REVIEWS#*',
      'PRODUCT#*',
      'BROWSE#*',
      'POPULARITY#*',
    ],
  },
  reviews: {
    partitions: [
      'REVIEWS#*',
      'REVIEW_VOTES#*',
      'REVIEW_REQUESTS#*',
      'RATE#*',
      'AUDIT#*',
      'PRODUCT#*',
      'BROWSE#*',
    ],
  },
  search: { partitions: [] },
  storefronts: { partitions: ['STOREFRONT#*', 'HANDLE#*', 'USER#*', 'AUDIT#*'] },
  bundles: { partitions: ['BUNDLE#*', 'BUNDLED#*'] },
};

describe.each(FUNCTION_GROUPS)('group %s', (group) => {
  const expected = EXPECTED_WRITES[group];

  test('reads the table without Scan and writes only its own partitions', () => {
    const statements = statementsOf(`API function group ${group}`);
    const dynamo = statements.flatMap(actionsOf).filter((a) => a.startsWith('dynamodb:'));
    expect(dynamo).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query']));
    expect(dynamo).not.toContain('dynamodb:Scan');
    expect(dynamo.some((action) => action.includes('*'))).toBe(false);

    const writes = tableWrites(statements);
    if (expected.partitions.length === 0) {
      expect(writes).toEqual([]);
      return;
    }
    expect(writes).toHaveLength(1);
    const [write] = writes;
    expect([...actionsOf(write!)].sort()).toEqual([...(expected.actions ?? ALL_WRITES)].sort());
    expect(write?.Condition).toEqual({
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': expected.partitions },
    });
  });
});
