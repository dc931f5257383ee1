/**
 * Every function that may send e-mail may send it through what SES authorises a send against:
 * our identity and the configuration set the identity sends through by default. Locally
 * nothing enforces IAM, so without this a missing grant would first show as AccessDenied on
 * every e-mail on AWS.
 */
import type { Template } from 'aws-cdk-lib/assertions';
import {
  actionsOf,
  allows,
  functionStatements,
  iamMatches,
  render,
  resourcesOfStatement,
  type Statement,
} from './policy-statements';
import { devTemplate, resourcesOf } from './synth';

let template: Template;
beforeAll(() => {
  template = devTemplate();
});

const SEND_ACTIONS = ['ses:SendEmail', 'ses:SendRawEmail'];
const sesArn = (resource: string) => `arn:aws:ses:\${Region}:\${Account}:${resource}`;

function configurationSetArns(): string[] {
  return Object.keys(resourcesOf(template, 'AWS::SES::ConfigurationSet')).map((id) =>
    sesArn(`configuration-set/\${Ref:${id}}`),
  );
}

function identityArns(): string[] {
  return Object.values(resourcesOf(template, 'AWS::SES::EmailIdentity')).map((identity) =>
    sesArn(`identity/${render(identity.Properties['EmailIdentity'])}`),
  );
}

/** Whether some statement allows `action` at all (on any resource). */
const grantsAction = (statements: Statement[], action: string) =>
  statements.some((statement) =>
    actionsOf(statement).some((granted) => iamMatches(granted.toLowerCase(), action.toLowerCase())),
  );

/** Functions allowed a send action, with the send actions they are allowed and all statements. */
function senders() {
  return Object.keys(resourcesOf(template, 'AWS::Lambda::Function'))
    .map((id) => {
      const statements = functionStatements(template, id);
      const sends = SEND_ACTIONS.filter((action) => grantsAction(statements, action));
      return { id, statements, sends };
    })
    .filter(({ sends }) => sends.length > 0);
}

test('the template has the configuration set and identity the grants are checked against', () => {
  expect(configurationSetArns()).toHaveLength(1);
  expect(identityArns()).toEqual([sesArn('identity/no-reply@example.com')]);
  // The API groups that mail and the notification job, at least.
  expect(senders().length).toBeGreaterThanOrEqual(5);
});

test('every sender may send on the identity and on every configuration set', () => {
  const targets = [...identityArns(), ...configurationSetArns()];
  for (const { id, statements, sends } of senders()) {
    for (const action of sends) {
      for (const arn of targets) {
        expect({ id, action, arn, allowed: allows(statements, action, arn) }).toEqual({
          id,
          action,
          arn,
          allowed: true,
        });
      }
    }
  }
});

test('sends are granted on our identities and configuration set only, from our address', () => {
  const expected = [sesArn('identity/*'), ...configurationSetArns()];
  for (const { statements } of senders()) {
    const sends = statements.filter((statement) =>
      actionsOf(statement).some((action) => action.startsWith('ses:')),
    );
    for (const statement of sends) {
      expect([...actionsOf(statement)].sort()).toEqual(SEND_ACTIONS);
      expect(resourcesOfStatement(statement).sort()).toEqual([...expected].sort());
      expect(statement.Condition).toEqual({
        StringEquals: { 'ses:FromAddress': 'no-reply@example.com' },
      });
    }
  }
});
