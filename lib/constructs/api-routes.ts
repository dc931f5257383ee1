import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { ENV } from '../../lambdas/infra/config';
import {
  FUNCTION_GROUPS,
  ROUTES,
  type FunctionGroup,
  type RouteAccess,
  type RouteDefinition,
} from '../../lambdas/routes';
import { acknowledge, nagResource } from '../nag';
import type { Email } from './email';
import { NodeFunction } from './node-function';
import { GROUP_PERMISSIONS, TABLE_READ_ACTIONS, TABLE_WRITE_ACTIONS } from './permissions';

/** Name of the env var holding the Stripe secret's ARN (JSON keys: see secrets.ts). */
export const STRIPE_SECRET_ARN_ENV = 'STRIPE_SECRET_ARN';
/** `test` or `live`: which key non-test users pay with (test_user always uses the test key). */
export const STRIPE_MODE_ENV = 'STRIPE_MODE';

/** Routes API Gateway itself checks a Cognito token on (defence in depth; handlers check too). */
export function requiresAuthorizer(access: RouteAccess): boolean {
  return access === 'signed-in' || access === 'seller' || access === 'admin';
}

export interface ApiRoutesProps {
  httpApi: apigwv2.HttpApi;
  table: dynamodb.Table;
  indexNames: readonly string[];
  filesBucket: s3.Bucket;
  userPool: cognito.UserPool;
  userPoolClient: cognito.UserPoolClient;
  stripeSecret: secretsmanager.Secret;
  stripeMode: 'test' | 'live';
  email: Email;
  siteUrl: string;
  adminEmail: string;
  supportEmail: string;
  logRetentionDays: number;
  retainLogs: boolean;
  /** Defaults to the route table; tests may pass their own. */
  routes?: readonly RouteDefinition[];
}

/** One Lambda per function group (lambdas/functions/{group}.ts), one route per ROUTES entry. */
export class ApiRoutes extends Construct {
  readonly functions = new Map<FunctionGroup, NodeFunction>();

  constructor(scope: Construct, id: string, props: ApiRoutesProps) {
    super(scope, id);
    const routes = props.routes ?? ROUTES;

    const environment: Record<string, string> = {
      [ENV.tableName]: props.table.tableName,
      [ENV.filesBucket]: props.filesBucket.bucketName,
      [ENV.userPoolId]: props.userPool.userPoolId,
      [ENV.userPoolClientId]: props.userPoolClient.userPoolClientId,
      [ENV.cognitoIssuer]: props.userPool.userPoolProviderUrl,
      [ENV.siteUrl]: props.siteUrl,
      [ENV.adminEmail]: props.adminEmail,
      [ENV.supportEmail]: props.supportEmail,
      [ENV.mailFrom]: props.email.mailFrom,
      [STRIPE_SECRET_ARN_ENV]: props.stripeSecret.secretArn,
      [STRIPE_MODE_ENV]: props.stripeMode,
    };

    for (const group of FUNCTION_GROUPS) {
      const fn = new NodeFunction(this, `Group-${group}`, {
        entry: `lambdas/functions/${group}.ts`,
        description: `API function group ${group}`,
        environment,
        logRetentionDays: props.logRetentionDays,
        retainLogs: props.retainLogs,
      });
      this.grant(group, fn.role, props);
      this.functions.set(group, fn);
    }

    const authorizer = new HttpUserPoolAuthorizer('UserPoolAuthorizer', props.userPool, {
      userPoolClients: [props.userPoolClient],
    });
    const integrations = new Map<FunctionGroup, HttpLambdaIntegration>();
    for (const route of routes) {
      const fn = this.functions.get(route.group);
      if (!fn) throw new Error(`Route ${route.method} ${route.path}: unknown group ${route.group}`);
      let integration = integrations.get(route.group);
      if (!integration) {
        integration = new HttpLambdaIntegration(`Integration-${route.group}`, fn.fn);
        integrations.set(route.group, integration);
      }
      const httpRoute = new apigwv2.HttpRoute(this, routeConstructId(route), {
        httpApi: props.httpApi,
        routeKey: apigwv2.HttpRouteKey.with(route.path, apigwv2.HttpMethod[route.method]),
        integration,
        ...(requiresAuthorizer(route.access) && { authorizer }),
      });
      if (!requiresAuthorizer(route.access)) acknowledgeOpenRoute(httpRoute, route.access);
    }
  }

  private grant(group: FunctionGroup, role: iam.Role, props: ApiRoutesProps): void {
    const permissions = GROUP_PERMISSIONS[group];
    const tableArn = props.table.tableArn;
    // Named indexes rather than `index/*`: least privilege without a wildcard.
    const tableResources = [
      tableArn,
      ...props.indexNames.map((name) => `${tableArn}/index/${name}`),
    ];
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: [...TABLE_READ_ACTIONS], resources: tableResources }),
    );
    if (permissions.table === 'readWrite') {
      role.addToPrincipalPolicy(
        new iam.PolicyStatement({ actions: [...TABLE_WRITE_ACTIONS], resources: [tableArn] }),
      );
    }

    if (permissions.files) {
      const objects = props.filesBucket.arnForObjects('*');
      const actions =
        permissions.files === 'readWrite'
          ? ['s3:GetObject', 's3:PutObject', 's3:DeleteObject']
          : ['s3:GetObject'];
      role.addToPrincipalPolicy(new iam.PolicyStatement({ actions, resources: [objects] }));
      acknowledge(
        role,
        `IAM5[Resource::${nagResource(this, objects)}]`,
        'Presigned URLs are signed for any product file key ({productId}/{versionId}/...); ' +
          'the service checks ownership or entitlement before signing.',
      );
    }
    if (permissions.sendEmail) props.email.grantSend(role);
    if (permissions.cognitoAdmin?.length) props.userPool.grant(role, ...permissions.cognitoAdmin);
    if (permissions.stripe) props.stripeSecret.grantRead(role);
  }
}

function acknowledgeOpenRoute(route: apigwv2.HttpRoute, access: RouteAccess): void {
  const reason =
    access === 'webhook'
      ? 'Stripe calls this route without a user; the handler verifies the Stripe-Signature HMAC.'
      : 'Public or optional-auth route (guests may call it); when a token is sent the handler ' +
        'verifies it against the user pool with aws-jwt-verify.';
  acknowledge(route, 'APIG4', reason);
  acknowledge(route, 'COG4', reason);
}

/** Construct ids may not contain `/`; `{id}` braces are dropped for readability. */
function routeConstructId(route: RouteDefinition): string {
  return `Route-${route.method}${route.path.replace(/[^A-Za-z0-9]+/g, '-')}`;
}
