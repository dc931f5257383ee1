/** The IAM statements of the synthesized dev stack's functions, as permission tests read them. */
import type { Template } from 'aws-cdk-lib/assertions';
import { devTemplate, resourcesOf } from './synth';

// A live binding: the tests read the template the hook below synthesized (or the run's shared one).
export let template: Template;

/** Reads the dev stack's template once per file. */
export function useDevTemplate(): void {
  beforeAll(() => {
    template = devTemplate();
  });
}

export const ALL_WRITES = [
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DeleteItem',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
];

export interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, Record<string, unknown>>;
}

export function statementsOf(description: string): Statement[] {
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

export const actionsOf = (statement: Statement) => [statement.Action].flat();

export function tableWrites(statements: Statement[]) {
  return statements.filter((statement) =>
    actionsOf(statement).some((action) => ALL_WRITES.includes(action)),
  );
}
