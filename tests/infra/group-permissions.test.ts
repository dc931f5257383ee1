/**
 * Least privilege per function group, pinned here: locally nothing enforces IAM, so a grant
 * that grows (or a write that loses its partition condition) must show up as a failing test.
 */
import type { Template } from 'aws-cdk-lib/assertions';
import {
  auditKeys,
  counterKeys,
  discountKeys,
  storefrontKeys,
  keys,
  n8nLibraryKeys,
  payoutKeys,
  rateLimitKeys,
  SEARCH_SNAPSHOT_PREFIX,
  reviewKeys,
  webhookFailureKeys,
} from '../../lambdas/repositories/keys';
import { FUNCTION_GROUPS, type FunctionGroup } from '../../lambdas/routes';
import { PURGE_JOB_DESCRIPTION, REREAD_JOB_DESCRIPTION } from '../../lib/constructs/jobs';
import { PAYOUTS_WORKER_DESCRIPTION } from '../../lib/constructs/payouts';
import { SEARCH_INDEXER_DESCRIPTION } from '../../lib/constructs/search-indexer';
import { TABLE_PARTITIONS } from '../../lib/constructs/permissions';
import { devTemplate, resourcesOf } from './synth';

let template: Template;
beforeAll(() => {
  template = devTemplate();
});

const ALL_WRITES = [
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DeleteItem',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
];

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

interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, Record<string, unknown>>;
}

function statementsOf(description: string): Statement[] {
  const fn = Object.values(resourcesOf(template, 'AWS::Lambda::Function')).find(
    (candidate) => candidate.Properties['Description'] === description,
  );
  if (!fn) throw new Error(`No function "${description}"`);
  const role = (fn.Properties['Role'] as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0];
  return Object.values(resourcesOf(template, 'AWS::IAM::Policy'))
    .filter((policy) =>
      (policy.Properties['Roles'] as { Ref: string }[]).some((ref) => ref.Ref === role),
    )
    .flatMap(
      (policy) => (policy.Properties['PolicyDocument'] as { Statement: Statement[] }).Statement,
    );
}

const actionsOf = (statement: Statement) => [statement.Action].flat();

function tableWrites(statements: Statement[]) {
  return statements.filter((statement) =>
    actionsOf(statement).some((action) => ALL_WRITES.includes(action)),
  );
}

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

test('the jobs write only their partitions too', () => {
  const notify = tableWrites(
    statementsOf(
      'Update notifications: e-mails the buyers of a new version and the notify-me list, in batches',
    ),
  );
  expect(notify[0]?.Condition).toEqual({
    'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['NOTIFY#*', 'NOTIFIED#*'] },
  });
  const purge = tableWrites(statementsOf(PURGE_JOB_DESCRIPTION));
  expect(purge[0]?.Condition).toEqual({
    'ForAllValues:StringLike': {
      'dynamodb:LeadingKeys': [
        'USER#*',
        'ORDER#*',
        'STATS',
        'N8N_LIBRARY#*',
        'PAYOUTS#*',
        'META',
        'STOREFRONT#*',
        'HANDLE#*',
        'PRODUCT#*',
        'BROWSE#*',
        'REVIEWS#*',
        'REVIEW_VOTES#*',
        'POPULARITY#*',
        'SALEFIG#*',
        'REVIEW_REQUESTS#*',
      ],
    },
  });
  // The re-read of automation files writes manifests and its progress, and reads objects only.
  const rereadStatements = statementsOf(REREAD_JOB_DESCRIPTION);
  expect(tableWrites(rereadStatements)[0]?.Condition).toEqual({
    'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['PRODUCT#*', 'BROWSE#*', 'META'] },
  });
  const s3Actions = rereadStatements.flatMap(actionsOf).filter((a) => a.startsWith('s3:'));
  expect(s3Actions).toContain('s3:GetObject');
  expect(s3Actions.filter((action) => /Put|Delete/.test(action))).toEqual([]);
  const worker = tableWrites(statementsOf(PAYOUTS_WORKER_DESCRIPTION));
  expect(worker[0]?.Condition).toEqual({
    'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['PAYOUTS#*', 'ORDER#*', 'SALEFIG#*'] },
  });
  const indexer = tableWrites(statementsOf(SEARCH_INDEXER_DESCRIPTION));
  expect(indexer[0]?.Condition).toEqual({
    'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['SEARCH#*'] },
  });
});

/** The S3 statements of a function's role that name the files bucket's search-index/ prefix. */
function snapshotStatements(description: string) {
  return statementsOf(description).filter((statement) =>
    JSON.stringify(statement.Resource).includes(SEARCH_SNAPSHOT_PREFIX),
  );
}

test('search reads the index snapshots only; the indexer alone writes them', () => {
  const search = snapshotStatements('API function group search');
  expect(search.flatMap(actionsOf)).toEqual(['s3:GetObject']);
  // Nothing but the snapshots: no product file is readable by the search function.
  const s3Actions = statementsOf('API function group search').filter((statement) =>
    actionsOf(statement).some((action) => action.startsWith('s3:')),
  );
  expect(s3Actions).toEqual(search);
  expect(snapshotStatements(SEARCH_INDEXER_DESCRIPTION).flatMap(actionsOf).sort()).toEqual([
    's3:DeleteObject',
    's3:GetObject',
    's3:PutObject',
  ]);
  const writers = Object.values(resourcesOf(template, 'AWS::Lambda::Function'))
    .map((fn) => fn.Properties['Description'])
    .filter((description): description is string => typeof description === 'string')
    .filter((description) =>
      snapshotStatements(description).some((statement) =>
        actionsOf(statement).includes('s3:PutObject'),
      ),
    );
  expect(writers).toEqual([SEARCH_INDEXER_DESCRIPTION]);
});

test('only the payouts group reads the Connect signing secret', () => {
  const secrets = resourcesOf(template, 'AWS::SecretsManager::Secret');
  const connect = Object.keys(secrets).find((id) => id.includes('StripeConnectSecret'));
  expect(connect).toBeDefined();
  const readers = Object.values(resourcesOf(template, 'AWS::Lambda::Function'))
    .map((fn) => fn.Properties['Description'])
    .filter((description): description is string => typeof description === 'string')
    .filter((description) =>
      statementsOf(description).some(
        (statement) =>
          actionsOf(statement).includes('secretsmanager:GetSecretValue') &&
          JSON.stringify(statement.Resource).includes(connect ?? '-'),
      ),
    );
  expect(readers).toEqual(['API function group payouts']);
});

test('every partition key the repositories build falls under a declared partition', () => {
  const patterns = Object.values(TABLE_PARTITIONS).map(
    (pattern) =>
      new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace('*', '.*')}$`),
  );
  const builtKeys = [
    ...Object.values(keys as Record<string, (...args: string[]) => { PK: string } | string>).map(
      (build) => build('a', 'b', 'c'),
    ),
    auditKeys.entry('2026-01-01T00:00:00Z', 'x'),
    counterKeys.salesShard('2026-01', 1),
    rateLimitKeys.window('scope', 'subject', 'start'),
    webhookFailureKeys.item('evt_1'),
    n8nLibraryKeys.owner('a'),
    n8nLibraryKeys.token('b'),
    payoutKeys.account('a'),
    payoutKeys.transfer('a', 'b'),
    payoutKeys.entry('a', 'b'),
    payoutKeys.connectedAccount('acct_1'),
    discountKeys.code('a'),
    discountKeys.name('B'),
    storefrontKeys.profile('a'),
    storefrontKeys.follower('a', 'b'),
    storefrontKeys.handle('c'),
    storefrontKeys.follow('a', 'b'),
    storefrontKeys.listingAnnounced('a'),
    reviewKeys.review('a', 'b'),
    reviewKeys.aggregate('a'),
    reviewKeys.report('a', 'b', 'c'),
  ];
  for (const built of builtKeys) {
    const pk = typeof built === 'string' ? built : built.PK;
    expect({ pk, covered: patterns.some((pattern) => pattern.test(pk)) }).toEqual({
      pk,
      covered: true,
    });
  }
});
