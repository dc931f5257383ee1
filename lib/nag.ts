/**
 * cdk-nag 3 is a CDK policy-validation plugin (not an Aspect): it runs during synthesis and
 * fails it on unacknowledged findings. Acknowledgements use CDK's own `Validations.acknowledge`
 * (v3 removed `NagSuppressions`); every one needs a written reason.
 */
import { Stack, Token, Validations, type Stage } from 'aws-cdk-lib';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';

/** AwsSolutions and the Serverless pack (tracing, DLQs, failure destinations, throttling). */
export function addNagChecks(app: Stage): void {
  Validations.of(app).addPlugins(
    new AwsSolutionsChecks(app, { verbose: true }),
    new ServerlessChecks(app, { verbose: true }),
  );
}

/** Acknowledge one AwsSolutions finding (`IAM5[Resource::...]` or `S1`) on a construct. */
export function acknowledge(scope: IConstruct, rule: string, reason: string): void {
  acknowledgeRule(scope, `AwsSolutions-${rule}`, reason);
}

/** Acknowledge one Serverless-pack finding (`LambdaDLQ`) on a construct. */
export function acknowledgeServerless(scope: IConstruct, rule: string, reason: string): void {
  acknowledgeRule(scope, `Serverless-${rule}`, reason);
}

function acknowledgeRule(scope: IConstruct, id: string, reason: string): void {
  if (reason.trim().length < 20) throw new Error(`Nag acknowledgement ${id} needs a real reason`);
  Validations.of(scope).acknowledge({ id, reason });
}

/**
 * The text cdk-nag uses for a resource in a finding id, e.g. `<FilesBucket1234.Arn>/*`
 * (same flattening as cdk-nag's `flattenCfnReference`). Computing it keeps acknowledgements
 * exact without hard-coding logical ids that change when constructs move.
 */
export function nagResource(scope: IConstruct, value: string): string {
  if (!Token.isUnresolved(value)) return value;
  return flattenCfn(Stack.of(scope).resolve(value));
}

/** cdk-nag's flattening of already-resolved CloudFormation (Ref, GetAtt, Join, Sub). */
export function flattenCfn(node: unknown): string {
  if (node === undefined) return '';
  if (typeof node === 'string') return node.replace(/\$\{/g, '<').replace(/\}/g, '>');
  if (typeof node === 'object' && node !== null) {
    const record = node as Record<string, unknown>;
    if (Array.isArray(record['Fn::Join'])) {
      const [delimiter, items] = record['Fn::Join'] as [string, unknown[]];
      return items.map(flattenCfn).join(delimiter);
    }
    if (record['Fn::Sub'] !== undefined) return flattenCfn(record['Fn::Sub']);
    if (Array.isArray(record['Fn::GetAtt'])) {
      const [resource, attribute] = record['Fn::GetAtt'] as [unknown, unknown];
      return `<${flattenCfn(resource)}.${flattenCfn(attribute)}>`;
    }
    if (record['Fn::ImportValue'] !== undefined) return flattenCfn(record['Fn::ImportValue']);
    if (record['Ref'] !== undefined) return `<${flattenCfn(record['Ref'])}>`;
  }
  return JSON.stringify(node);
}
