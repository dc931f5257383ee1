/**
 * The stateful resources of every environment (table, buckets, user pool, secrets) as a list
 * that tests/infra/stateful-resources.json pins: a change to one of their logical ids, or to a
 * property CloudFormation replaces them for, would delete the data on the next deploy (or
 * leave it orphaned where it is retained), so it must be a deliberate, reviewed change.
 * Refresh the list after such a change: `npx tsx scripts/test/refresh-stateful-resources.ts`.
 */
import * as path from 'node:path';
import { NestedStack, type App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { REPO_ROOT } from '../../lib/config';
import { SHARED_SYNTHS, realLooking, sharedSynth, synthesize, type SharedSynthName } from './synth';

export const STATEFUL_LIST_FILE = path.join(REPO_ROOT, 'tests', 'infra', 'stateful-resources.json');

export const ENVIRONMENTS = ['dev', 'staging', 'prod'] as const;

/**
 * Per stateful type, the properties whose change makes CloudFormation replace the resource
 * (a new, empty one under a new name; the old one deleted).
 */
export const REPLACING_PROPERTIES: Record<string, readonly string[]> = {
  'AWS::DynamoDB::Table': ['TableName', 'KeySchema', 'LocalSecondaryIndexes'],
  'AWS::S3::Bucket': ['BucketName'],
  'AWS::Cognito::UserPool': [
    'UserPoolName',
    'AliasAttributes',
    'UsernameAttributes',
    'UsernameConfiguration',
  ],
  'AWS::SecretsManager::Secret': ['Name'],
};

export interface StatefulResource {
  Type: string;
  /** Retain or Delete: what happens to the data when the resource leaves the stack. */
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
  Properties: Record<string, unknown>;
}

/** environment -> stack name -> logical id -> resource. */
export type StatefulList = Record<string, Record<string, Record<string, StatefulResource>>>;

interface CfnResource {
  Type: string;
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
  Properties?: Record<string, unknown>;
}

export interface StackTemplate {
  name: string;
  resources: Record<string, CfnResource>;
}

/** Every stack of a synthesized app with its resources. */
export function stackTemplates(app: App): StackTemplate[] {
  const stacks = app.synth().stacks.map((stack) => ({
    name: stack.stackName,
    resources: (stack.template as { Resources?: Record<string, CfnResource> }).Resources ?? {},
  }));
  // Nested stacks are stacks of their own to CloudFormation, each with its own limit.
  const nested = app.node
    .findAll()
    .filter((construct): construct is NestedStack => NestedStack.isNestedStack(construct))
    .map((stack) => ({
      name: stack.node.path,
      resources:
        (Template.fromStack(stack).toJSON() as { Resources?: Record<string, CfnResource> })
          .Resources ?? {},
    }));
  return [...stacks, ...nested];
}

/**
 * Every stack of one environment, synthesized as `cdk synth -c env=...` would (staging and
 * prod with the real-looking addresses and pinned region they require), without bundling.
 */
export function environmentStacks(env: string): StackTemplate[] {
  // dev and prod are the run's shared syntheses (the same options), read back, not made again.
  if (env in SHARED_SYNTHS) {
    const shared = sharedSynth(env as SharedSynthName);
    const resourcesOf = (template: Record<string, unknown>) =>
      (template as { Resources?: Record<string, CfnResource> }).Resources ?? {};
    return [
      ...(shared.edgeTemplate && shared.edgeStackName
        ? [{ name: shared.edgeStackName, resources: resourcesOf(shared.edgeTemplate.toJSON()) }]
        : []),
      { name: shared.stackName, resources: resourcesOf(shared.template.toJSON()) },
      {
        name: `${shared.stackName}/Monitoring`,
        resources: resourcesOf(shared.monitoringTemplate.toJSON()),
      },
    ];
  }
  return stackTemplates(synthesize({ env, ...(env !== 'dev' && { context: realLooking() }) }).app);
}

export function statefulResourcesOf(stacks: StackTemplate[]): StatefulList[string] {
  const list: StatefulList[string] = {};
  for (const stack of stacks) {
    const stateful: Record<string, StatefulResource> = {};
    for (const [id, resource] of Object.entries(stack.resources)) {
      const replacing = REPLACING_PROPERTIES[resource.Type];
      if (!replacing) continue;
      const properties = Object.fromEntries(
        replacing
          .filter((name) => resource.Properties?.[name] !== undefined)
          .map((name) => [name, resource.Properties?.[name]]),
      );
      stateful[id] = {
        Type: resource.Type,
        ...(resource.DeletionPolicy && { DeletionPolicy: resource.DeletionPolicy }),
        ...(resource.UpdateReplacePolicy && {
          UpdateReplacePolicy: resource.UpdateReplacePolicy,
        }),
        Properties: properties,
      };
    }
    if (Object.keys(stateful).length > 0) list[stack.name] = stateful;
  }
  return list;
}

/**
 * What would happen to the committed resources with the synthesized ones, one line per
 * difference; [] when nothing stateful changes.
 */
export function statefulChanges(committed: StatefulList, synthesized: StatefulList): string[] {
  const changes: string[] = [];
  const envs = new Set([...Object.keys(committed), ...Object.keys(synthesized)]);
  for (const env of envs) {
    const before = committed[env] ?? {};
    const after = synthesized[env] ?? {};
    for (const stack of new Set([...Object.keys(before), ...Object.keys(after)])) {
      const was = before[stack] ?? {};
      const now = after[stack] ?? {};
      for (const [id, resource] of Object.entries(was)) {
        const where = `${env} ${stack} ${id} (${resource.Type})`;
        const current = now[id];
        if (!current) {
          changes.push(`${where}: gone (renamed or removed), CloudFormation would delete it`);
          continue;
        }
        for (const name of new Set([
          ...Object.keys(resource.Properties),
          ...Object.keys(current.Properties),
        ])) {
          if (
            JSON.stringify(resource.Properties[name]) !== JSON.stringify(current.Properties[name])
          ) {
            changes.push(`${where}: ${name} changed, CloudFormation would replace it`);
          }
        }
        for (const policy of ['DeletionPolicy', 'UpdateReplacePolicy'] as const) {
          if (resource[policy] !== current[policy]) {
            changes.push(`${where}: ${policy} ${resource[policy]} -> ${current[policy]}`);
          }
        }
      }
      for (const [id, resource] of Object.entries(now)) {
        if (!was[id]) changes.push(`${env} ${stack} ${id} (${resource.Type}): new, not listed`);
      }
    }
  }
  return changes;
}
