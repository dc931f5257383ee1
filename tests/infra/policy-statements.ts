/**
 * Reading IAM grants out of a synthesized template, for tests that ask "may this function do
 * X on Y": the identity policies attached to a function's role, and ARNs rendered from
 * CloudFormation intrinsics to comparable strings.
 */
import type { Template } from 'aws-cdk-lib/assertions';
import { resourcesOf } from './synth';

export interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, Record<string, unknown>>;
}

interface PolicyDocument {
  Statement: Statement[];
}

/** The statements of every policy attached to the role of a function (by logical id). */
export function functionStatements(template: Template, functionId: string): Statement[] {
  const fn = resourcesOf(template, 'AWS::Lambda::Function')[functionId];
  if (!fn) throw new Error(`No function ${functionId}`);
  const role = (fn.Properties['Role'] as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0];
  const attached = Object.values(resourcesOf(template, 'AWS::IAM::Policy'))
    .filter((policy) =>
      (policy.Properties['Roles'] as { Ref?: string }[]).some((ref) => ref.Ref === role),
    )
    .map((policy) => policy.Properties['PolicyDocument'] as PolicyDocument);
  const inline = (
    (resourcesOf(template, 'AWS::IAM::Role')[role]?.Properties['Policies'] ?? []) as {
      PolicyDocument: PolicyDocument;
    }[]
  ).map((policy) => policy.PolicyDocument);
  return [...attached, ...inline].flatMap((document) => document.Statement);
}

/** Pseudo parameters as placeholders, so rendered ARNs compare without an account or region. */
const PSEUDO: Record<string, string> = {
  'AWS::Partition': 'aws',
  'AWS::Region': '${Region}',
  'AWS::AccountId': '${Account}',
  'AWS::URLSuffix': 'amazonaws.com',
};

/**
 * A CloudFormation value as one string: literals as they are, `Ref` and `Fn::GetAtt` of a
 * resource as `${Ref:Id}` / `${Id.Attr}`, `Fn::Join` joined. Anything else throws, so a new
 * intrinsic shows up as a test error instead of a silent mismatch.
 */
export function render(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    if (typeof object['Ref'] === 'string') {
      return PSEUDO[object['Ref']] ?? `\${Ref:${object['Ref']}}`;
    }
    const getAtt = object['Fn::GetAtt'];
    if (Array.isArray(getAtt)) return `\${${getAtt.join('.')}}`;
    const join = object['Fn::Join'];
    if (Array.isArray(join)) {
      const [separator, parts] = join as [string, unknown[]];
      return parts.map(render).join(separator);
    }
  }
  throw new Error(`Cannot render ${JSON.stringify(value)}`);
}

/** IAM's wildcards (`*` any run of characters, `?` one) against a concrete string. */
export function iamMatches(pattern: string, value: string): boolean {
  const source = pattern
    .split('')
    .map((char) =>
      char === '*' ? '.*' : char === '?' ? '.' : char.replace(/[.+^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}$`).test(value);
}

export const actionsOf = (statement: Statement): string[] => [statement.Action].flat();
export const resourcesOfStatement = (statement: Statement): string[] =>
  [statement.Resource].flat().map(render);

/** Whether some Allow statement grants `action` on `arn` (conditions are not evaluated). */
export function allows(statements: Statement[], action: string, arn: string): boolean {
  return statements.some(
    (statement) =>
      statement.Effect === 'Allow' &&
      actionsOf(statement).some((granted) =>
        // Action names are case-insensitive in IAM.
        iamMatches(granted.toLowerCase(), action.toLowerCase()),
      ) &&
      resourcesOfStatement(statement).some((resource) => iamMatches(resource, arn)),
  );
}
