/** The admin function group's IAM: exactly the Cognito calls lambdas/services/admin makes. */
import { ENV } from '../../lambdas/infra/config';
import { ADMIN_GROUP_COGNITO_ACTIONS } from '../../lib/constructs/permissions';
import { resourcesOf, sharedSynth, type SharedSynth } from './synth';

let dev: SharedSynth;
let prod: SharedSynth;

beforeAll(() => {
  dev = sharedSynth('dev');
  prod = sharedSynth('prod');
});

function groupFunction(synthesized: SharedSynth, group: string) {
  const entry = Object.entries(resourcesOf(synthesized.template, 'AWS::Lambda::Function')).find(
    ([, fn]) => fn.Properties['Description'] === `API function group ${group}`,
  );
  if (!entry) throw new Error(`No function for group ${group}`);
  return entry[1].Properties;
}

/** Every cognito-idp action in the policies attached to a group's role. */
function cognitoActionsOf(synthesized: SharedSynth, group: string): string[] {
  const role = (groupFunction(synthesized, group)['Role'] as { 'Fn::GetAtt': [string, string] })[
    'Fn::GetAtt'
  ][0];
  const actions = new Set<string>();
  for (const policy of Object.values(resourcesOf(synthesized.template, 'AWS::IAM::Policy'))) {
    const roles = policy.Properties['Roles'] as { Ref: string }[];
    if (!roles.some((ref) => ref.Ref === role)) continue;
    const document = policy.Properties['PolicyDocument'] as {
      Statement: { Action: string | string[] }[];
    };
    for (const statement of document.Statement) {
      for (const action of [statement.Action].flat()) {
        if (action.startsWith('cognito-idp:')) actions.add(action);
      }
    }
  }
  return [...actions].sort();
}

test('the admin group may call exactly the Cognito admin actions it uses', () => {
  expect(cognitoActionsOf(dev, 'admin')).toEqual([...ADMIN_GROUP_COGNITO_ACTIONS].sort());
});

test('invitation sign-up may put the new user in the invited role group', () => {
  expect(cognitoActionsOf(dev, 'auth')).toContain('cognito-idp:AdminAddUserToGroup');
});

test('the security page reads the environment threat-protection setting', () => {
  const variables = (env: SharedSynth) =>
    (groupFunction(env, 'admin')['Environment'] as { Variables: Record<string, unknown> })
      .Variables;
  expect(variables(dev)[ENV.threatProtection]).toBe('false');
  expect(variables(prod)[ENV.threatProtection]).toBe('true');
  expect(variables(dev)[ENV.debugPanelDefault]).toBe('false');
});
