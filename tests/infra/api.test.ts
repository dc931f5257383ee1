/** Template assertions on the dev stack (cdk.json context, no bundling): API and Lambdas. */
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { ENV } from '../../lambdas/infra/config';
import { FUNCTION_GROUPS, ROUTES, routeKey } from '../../lambdas/routes';
import { STRIPE_MODE_ENV, STRIPE_SECRET_ARN_ENV } from '../../lib/constructs/lambda-environment';
import { LAMBDA_RUNTIME } from '../../lib/constructs/node-function';
import { render } from './policy-statements';
import { devTemplate, resourcesOf } from './synth';

let dev: { template: Template };
const resources = (type: string) => resourcesOf(dev.template, type);

beforeAll(() => {
  dev = { template: devTemplate() };
});

const groupFunctions = () =>
  Object.values(resources('AWS::Lambda::Function')).filter((fn) =>
    String(fn.Properties['Description'] ?? '').startsWith('API function group'),
  );

test('one arm64 Lambda per function group on the latest Node.js runtime', () => {
  const functions = groupFunctions();
  expect(functions.map((fn) => fn.Properties['Description']).sort()).toEqual(
    FUNCTION_GROUPS.map((group) => `API function group ${group}`).sort(),
  );
  for (const fn of functions) {
    expect(fn.Properties['Architectures']).toEqual(['arm64']);
    expect(fn.Properties['Runtime']).toBe(LAMBDA_RUNTIME.name);
    expect(fn.Properties['Runtime']).toMatch(/^nodejs(2[2-9]|[3-9]\d)\.x$/);
  }
});

test('each group Lambda gets every runtime setting but no local endpoint override', () => {
  for (const fn of groupFunctions()) {
    const variables = (fn.Properties['Environment'] as { Variables: Record<string, unknown> })
      .Variables;
    for (const name of [
      ENV.tableName,
      ENV.filesBucket,
      ENV.userPoolId,
      ENV.userPoolClientId,
      ENV.cognitoIssuer,
      ENV.siteUrl,
      ENV.adminEmail,
      ENV.supportEmail,
      ENV.mailFrom,
      STRIPE_SECRET_ARN_ENV,
      STRIPE_MODE_ENV,
    ]) {
      expect(variables).toHaveProperty([name]);
    }
    for (const name of [
      ENV.dynamodbEndpoint,
      ENV.s3Endpoint,
      ENV.sesEndpoint,
      ENV.cognitoEndpoint,
      ENV.stripeEndpoint,
    ]) {
      expect(variables).not.toHaveProperty([name]);
    }
    expect(variables[STRIPE_MODE_ENV]).toBe('test');
    expect(variables[STRIPE_SECRET_ARN_ENV]).toEqual({ Ref: expect.any(String) });
  }
});

test('one route per ROUTES entry, keys as routeKey()', () => {
  const keys = Object.values(resources('AWS::ApiGatewayV2::Route')).map(
    (route) => route.Properties['RouteKey'],
  );
  expect(keys.sort()).toEqual(ROUTES.map(routeKey).sort());
});

test("the n8n library's CORS preflights reach its Lambda, open, with no API-wide CORS", () => {
  const routes = Object.values(resources('AWS::ApiGatewayV2::Route'));
  const byKey = new Map(routes.map((route) => [String(route.Properties['RouteKey']), route]));
  const preflights = ROUTES.filter((route) => route.method === 'OPTIONS');
  expect(preflights.length).toBeGreaterThan(0);
  for (const preflight of preflights) {
    expect(preflight.path.startsWith('/api/n8n/{token}/')).toBe(true);
    const route = byKey.get(routeKey(preflight));
    expect(route?.Properties['AuthorizationType']).toBe('NONE');
    // The same integration (the n8n-library group's Lambda) as the GET of the same path.
    expect(route?.Properties['Target']).toEqual(
      byKey.get(`GET ${preflight.path}`)?.Properties['Target'],
    );
  }
  for (const api of Object.values(resources('AWS::ApiGatewayV2::Api'))) {
    expect(api.Properties['CorsConfiguration']).toBeUndefined();
  }
});

test('API Gateway invokes each group Lambda through one permission for this API only', () => {
  const apis = Object.keys(resources('AWS::ApiGatewayV2::Api'));
  expect(apis).toHaveLength(1);
  const groupIds = Object.entries(resources('AWS::Lambda::Function'))
    .filter(([, fn]) => String(fn.Properties['Description']).startsWith('API function group'))
    .map(([id]) => id);
  const apiPermissions = Object.values(resources('AWS::Lambda::Permission')).filter(
    (permission) => permission.Properties['Principal'] === 'apigateway.amazonaws.com',
  );
  // Not one per route: 107 routes made half the stack's resources (CloudFormation allows 500).
  expect(apiPermissions).toHaveLength(groupIds.length);
  const invoked = apiPermissions.map((permission) => {
    expect(permission.Properties['Action']).toBe('lambda:InvokeFunction');
    expect(render(permission.Properties['SourceArn'])).toBe(
      `arn:aws:execute-api:\${Region}:\${Account}:\${Ref:${apis[0]}}/*/*/*`,
    );
    return (permission.Properties['FunctionName'] as { 'Fn::GetAtt': [string, string] })[
      'Fn::GetAtt'
    ][0];
  });
  expect(invoked.sort()).toEqual(groupIds.sort());
});

test('stage: auto-deploy, access logs, throttling', () => {
  dev.template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
    StageName: '$default',
    AutoDeploy: true,
    AccessLogSettings: {
      DestinationArn: { 'Fn::GetAtt': [Match.anyValue(), 'Arn'] },
      Format: Match.stringLikeRegexp('\\$context.requestId'),
    },
    DefaultRouteSettings: { ThrottlingBurstLimit: 100, ThrottlingRateLimit: 50 },
  });
});

test('every log group has the environment retention', () => {
  const groups = Object.values(resources('AWS::Logs::LogGroup'));
  expect(groups.length).toBeGreaterThan(0);
  for (const group of groups) {
    expect(group.Properties['RetentionInDays']).toBe(14);
  }
});

test('table grants name the indexes and never allow Scan or wildcards', () => {
  const all = resources('AWS::IAM::Policy');
  const policies = JSON.stringify(all);
  // Only the nightly job (its data migrations) and the re-read of automation files scan, and
  // only the table, never an index.
  const scanning = Object.values(all).flatMap((policy) =>
    (
      policy.Properties['PolicyDocument'] as { Statement: Record<string, unknown>[] }
    ).Statement.filter((statement) => [statement['Action']].flat().includes('dynamodb:Scan')),
  );
  expect(scanning).toHaveLength(2);
  for (const statement of scanning) {
    expect(statement['Action']).toBe('dynamodb:Scan');
    expect(JSON.stringify(statement['Resource'])).not.toContain('/index/');
  }
  const scanningRoles = Object.values(all)
    .filter((policy) => JSON.stringify(policy).includes('dynamodb:Scan'))
    .map((policy) => JSON.stringify(policy.Properties['Roles']));
  expect(scanningRoles).toEqual([
    expect.stringContaining('PurgeDeletedAccounts'),
    expect.stringContaining('RereadAutomationFiles'),
  ]);
  expect(policies).not.toContain('dynamodb:*');
  expect(policies).not.toContain('/index/*');
  expect(policies).toContain('/index/GSI1');
  expect(policies).toContain('/index/GSI2');
  expect(policies).toContain('/index/GSI3');
});

test('our Lambda roles carry no AWS managed policy', () => {
  const roles = Object.entries(resources('AWS::IAM::Role')).filter(
    ([id]) => !id.startsWith('Custom'),
  );
  expect(roles.length).toBeGreaterThan(0);
  for (const [, role] of roles) {
    expect(role.Properties['ManagedPolicyArns']).toBeUndefined();
  }
});
