/**
 * What a deploy could break that no other test sees: CloudFormation's limit of 500 resources
 * per stack, and stateful resources (table, buckets, user pool, secrets) replaced or deleted
 * because a construct was renamed or a replacing property changed. Every environment, every
 * stack. After a deliberate change to a stateful resource, refresh the committed list with
 * `npx tsx scripts/test/refresh-stateful-resources.ts` and review its diff.
 */
import { readFileSync } from 'node:fs';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type { MarketplaceApp } from '../../lib/app';
import {
  ENVIRONMENTS,
  REPLACING_PROPERTIES,
  STATEFUL_LIST_FILE,
  environmentStacks,
  stackTemplates,
  statefulChanges,
  statefulResourcesOf,
  type StackTemplate,
  type StatefulList,
} from './stateful-resources';
import { synthesize } from './synth';

/** Well under CloudFormation's 500, so growth shows up here before a deploy is refused. */
const RESOURCE_BUDGET = 400;

let stacks: Record<string, StackTemplate[]>;
let committed: StatefulList;
beforeAll(() => {
  stacks = Object.fromEntries(ENVIRONMENTS.map((env) => [env, environmentStacks(env)]));
  committed = JSON.parse(readFileSync(STATEFUL_LIST_FILE, 'utf8')) as StatefulList;
});

test.each(ENVIRONMENTS)(`%s: every stack has at most ${RESOURCE_BUDGET} resources`, (env) => {
  const counted = stacks[env] ?? [];
  expect(counted.length).toBeGreaterThan(0);
  for (const { name, resources } of counted) {
    const count = Object.keys(resources).length;
    expect({ name, count, withinBudget: count <= RESOURCE_BUDGET }).toEqual({
      name,
      count,
      withinBudget: true,
    });
  }
});

test('no stateful resource would be replaced or deleted (tests/infra/stateful-resources.json)', () => {
  const synthesized = Object.fromEntries(
    ENVIRONMENTS.map((env) => [env, statefulResourcesOf(stacks[env] ?? [])]),
  );
  expect(statefulChanges(committed, synthesized)).toEqual([]);
});

test('the list holds the table, the buckets, the user pool and the secrets of every environment', () => {
  for (const env of ENVIRONMENTS) {
    const types = Object.values(committed[env] ?? {})
      .flatMap((resources) => Object.values(resources))
      .map((resource) => resource.Type);
    expect(new Set(types)).toEqual(new Set(Object.keys(REPLACING_PROPERTIES)));
  }
});

/** The dev stack's stateful resources after a change to its table, against the committed dev list. */
function devChangesAfter(change: (table: dynamodb.CfnTable) => void): string[] {
  const { app } = synthesize({
    env: 'dev',
    beforeSynth: ({ stack }: MarketplaceApp) => {
      const table = stack.node
        .findAll()
        .find(
          (construct): construct is dynamodb.CfnTable => construct instanceof dynamodb.CfnTable,
        );
      if (!table) throw new Error('No table in the dev stack');
      change(table);
    },
  });
  return statefulChanges(
    { dev: committed['dev'] ?? {} },
    { dev: statefulResourcesOf(stackTemplates(app)) },
  );
}

test('a renamed table is caught', () => {
  const changes = devChangesAfter((table) => table.overrideLogicalId('RenamedTable'));
  expect(changes).toEqual([
    expect.stringMatching(
      /^dev automation-marketplace-dev DataTable\w+ \(AWS::DynamoDB::Table\): gone/,
    ),
    'dev automation-marketplace-dev RenamedTable (AWS::DynamoDB::Table): new, not listed',
  ]);
});

test('a new table name is caught', () => {
  const changes = devChangesAfter((table) => {
    table.tableName = 'automation-marketplace-dev-table';
  });
  expect(changes).toEqual([
    expect.stringMatching(/DataTable\w+ \(AWS::DynamoDB::Table\): TableName changed/),
  ]);
});
