/**
 * Files of product versions: their routes, the manage group's S3 permissions and the files
 * bucket's CORS rule, which lets the SPA send uploads straight to S3 with presigned PUTs.
 */
import type { Template } from 'aws-cdk-lib/assertions';
import { ROUTES, routeKey } from '../../lambdas/routes';
import { devTemplate, resourcesOf } from './synth';

let template: Template;
const resources = (type: string) => resourcesOf(template, type);

beforeAll(() => {
  template = devTemplate();
});

const FILE_ROUTES = [
  'POST /api/manage/products/{id}/files/upload',
  'PUT /api/manage/products/{id}/files/{fileId}',
  'DELETE /api/manage/products/{id}/files/{fileId}',
  'PUT /api/manage/products/{id}/file-order',
  'POST /api/manage/products/{id}/videos',
  'DELETE /api/manage/products/{id}/videos/{fileId}',
];

test('every file and video route is a JWT-authorised route of the manage group', () => {
  const routes = Object.values(resources('AWS::ApiGatewayV2::Route')).map(
    (route) => route.Properties as { RouteKey: string; AuthorizationType: string; Target: unknown },
  );
  const manageTarget = routes.find(
    (route) => route.RouteKey === 'GET /api/manage/products',
  )?.Target;
  for (const key of FILE_ROUTES) {
    expect(ROUTES.find((route) => routeKey(route) === key)).toMatchObject({
      group: 'manage',
      access: 'seller',
    });
    const route = routes.find((candidate) => candidate.RouteKey === key);
    expect(route).toMatchObject({ AuthorizationType: 'JWT' });
    expect(route?.Target).toEqual(manageTarget);
  }
});

test('upload confirmation, which reads automation files, is a JWT-authorised route of its own group', () => {
  const key = 'POST /api/manage/products/{id}/files';
  expect(ROUTES.find((route) => routeKey(route) === key)).toMatchObject({
    group: 'manage-files',
    access: 'seller',
  });
  const routes = Object.values(resources('AWS::ApiGatewayV2::Route')).map(
    (route) => route.Properties as { RouteKey: string; AuthorizationType: string; Target: unknown },
  );
  const confirm = routes.find((route) => route.RouteKey === key);
  const manage = routes.find((route) => route.RouteKey === 'GET /api/manage/products');
  expect(confirm).toMatchObject({ AuthorizationType: 'JWT' });
  expect(confirm?.Target).not.toEqual(manage?.Target);
});

/** Actions of every policy statement on the files bucket's objects, for one group's role. */
function fileActionsOf(group: string): string[] {
  const fn = Object.values(resources('AWS::Lambda::Function')).find(
    (candidate) => candidate.Properties['Description'] === `API function group ${group}`,
  );
  const role = (fn?.Properties['Role'] as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0];
  const actions: string[] = [];
  for (const policy of Object.values(resources('AWS::IAM::Policy'))) {
    const roles = policy.Properties['Roles'] as { Ref: string }[];
    if (!roles.some((ref) => ref.Ref === role)) continue;
    const document = policy.Properties['PolicyDocument'] as {
      Statement: { Action: string | string[]; Resource: unknown }[];
    };
    for (const statement of document.Statement) {
      if (!JSON.stringify(statement.Resource).includes('FilesBucket')) continue;
      actions.push(...[statement.Action].flat().filter((action) => action.startsWith('s3:')));
    }
  }
  return actions.sort();
}

test('the manage groups may sign and retag uploads, read their size and delete objects; buyers only read', () => {
  expect(fileActionsOf('manage')).toEqual([
    's3:DeleteObject',
    's3:GetObject',
    's3:PutObject',
    's3:PutObjectTagging',
  ]);
  // Confirmation reads the upload, stores its cleaned copy or deletes a refused one, and tags it.
  expect(fileActionsOf('manage-files')).toEqual([
    's3:DeleteObject',
    's3:GetObject',
    's3:PutObject',
    's3:PutObjectTagging',
  ]);
  expect(fileActionsOf('my-account')).toEqual(['s3:GetObject']);
  expect(fileActionsOf('catalogue')).toEqual([]);
});

test('the files bucket accepts browser PUT uploads from the site origin only', () => {
  const bucket = Object.values(resources('AWS::S3::Bucket')).find((candidate) =>
    JSON.stringify(candidate.Properties['BucketName'] ?? '').includes('-files-'),
  );
  const rules = (
    bucket?.Properties['CorsConfiguration'] as {
      CorsRules: {
        AllowedMethods: string[];
        AllowedOrigins: unknown[];
        AllowedHeaders: string[];
      }[];
    }
  ).CorsRules;
  expect(rules).toHaveLength(1);
  const [rule] = rules;
  expect(rule?.AllowedMethods).toContain('PUT');
  expect(rule?.AllowedMethods).not.toContain('DELETE');
  expect(rule?.AllowedHeaders).toEqual(['*']);
  expect(rule?.AllowedOrigins).toHaveLength(1);
  // The origin is the CloudFront distribution's own domain, never a wildcard.
  expect(JSON.stringify(rule?.AllowedOrigins)).toContain('DomainName');
  expect(JSON.stringify(rule?.AllowedOrigins)).not.toContain('*');
});

test('the files bucket expires uploads still tagged pending after a day, and nothing else', () => {
  const bucket = Object.values(resources('AWS::S3::Bucket')).find((candidate) =>
    JSON.stringify(candidate.Properties['BucketName'] ?? '').includes('-files-'),
  );
  const rules = (
    bucket?.Properties['LifecycleConfiguration'] as { Rules: Record<string, unknown>[] }
  ).Rules;
  expect(rules).toContainEqual({
    Id: 'ExpireUnconfirmedUploads',
    Status: 'Enabled',
    ExpirationInDays: 1,
    TagFilters: [{ Key: 'upload', Value: 'pending' }],
  });
  // Confirmed files never expire: the only expiry of current objects is the tagged one.
  const expiring = rules.filter((rule) => 'ExpirationInDays' in rule || 'ExpirationDate' in rule);
  expect(expiring.map((rule) => rule['TagFilters'])).toEqual([
    [{ Key: 'upload', Value: 'pending' }],
  ]);
});
