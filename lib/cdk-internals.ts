/**
 * Acknowledgements for resources CDK itself generates (custom-resource handlers of
 * BucketDeployment and autoDeleteObjects). We cannot change their runtime or policies, so each
 * finding is acknowledged on exactly those constructs with the reason, never stack-wide.
 */
import { Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type { IConstruct } from 'constructs';
import { acknowledge, acknowledgeServerless, flattenCfn } from './nag';

const HANDLERS: { idPrefix: string; purpose: string }[] = [
  {
    idPrefix: 'Custom::CDKBucketDeployment',
    purpose:
      'CDK BucketDeployment handler: copies the built SPA from the CDK asset bucket into the ' +
      'site bucket and invalidates CloudFront',
  },
  {
    idPrefix: 'Custom::S3AutoDeleteObjectsCustomResourceProvider',
    purpose: 'CDK autoDeleteObjects handler: empties non-retained buckets on stack deletion',
  },
];

export function acknowledgeCdkInternals(stack: Stack): void {
  for (const child of stack.node.children) {
    const handler = HANDLERS.find((h) => child.node.id.startsWith(h.idPrefix));
    if (!handler) continue;
    const nodes = child.node.findAll();
    if (nodes.some((node) => node instanceof lambda.CfnFunction)) {
      acknowledge(
        child,
        'L1',
        `${handler.purpose}; its runtime is chosen by aws-cdk-lib and moves with CDK upgrades.`,
      );
      acknowledgeServerless(
        child,
        'LambdaLatestVersion',
        `${handler.purpose}; its runtime is chosen by aws-cdk-lib and moves with CDK upgrades.`,
      );
      acknowledgeServerless(
        child,
        'LambdaTracing',
        `${handler.purpose}; a deploy-time helper of CDK, outside the request path we trace.`,
      );
      acknowledgeServerless(
        child,
        'LambdaDLQ',
        `${handler.purpose}; CloudFormation invokes it and reports its failure as a failed deploy.`,
      );
    }
    if (nodes.some((node) => node instanceof iam.CfnRole && node.managedPolicyArns?.length)) {
      acknowledge(
        child,
        'IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        `${handler.purpose}; CDK attaches the basic execution role for its logs.`,
      );
    }
    for (const finding of wildcardFindings(child)) {
      acknowledge(
        child,
        `IAM5[${finding}]`,
        `${handler.purpose}; CDK scopes these grants to the asset and target buckets.`,
      );
    }
  }
}

/** Wildcard actions/resources in the policies under `scope`, in cdk-nag's finding format. */
function wildcardFindings(scope: IConstruct): string[] {
  const stack = Stack.of(scope);
  const findings = new Set<string>();
  for (const node of scope.node.findAll()) {
    let statements: unknown[] = [];
    if (node instanceof iam.CfnPolicy) {
      statements = stack.resolve(node.policyDocument)?.Statement ?? [];
    } else if (node instanceof iam.CfnRole) {
      const policies = stack.resolve(node.policies) ?? [];
      statements = (policies as { policyDocument?: { Statement?: unknown[] } }[]).flatMap(
        (policy) => policy.policyDocument?.Statement ?? [],
      );
    }
    for (const statement of statements as Record<string, unknown>[]) {
      if (statement['Effect'] !== 'Allow') continue;
      for (const action of toArray(statement['Action'])) {
        if (typeof action === 'string' && action.includes('*')) findings.add(`Action::${action}`);
      }
      for (const resource of toArray(statement['Resource'])) {
        const text = flattenCfn(resource);
        if (text.includes('*')) findings.add(`Resource::${text}`);
      }
    }
  }
  return [...findings];
}

function toArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value === undefined ? [] : [value];
}
