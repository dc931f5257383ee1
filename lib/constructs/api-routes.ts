import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import {
  FUNCTION_GROUPS,
  ROUTES,
  type FunctionGroup,
  type RouteAccess,
  type RouteDefinition,
} from '../../lambdas/routes';
import { ENV } from '../../lambdas/infra/config';
import { acknowledge, acknowledgeServerless } from '../nag';
import { NodeFunction } from './node-function';
import { grantPermissions, type GrantableResources } from './grants';
import { GROUP_PERMISSIONS } from './permissions';

/** Routes API Gateway itself checks a Cognito token on (defence in depth; handlers check too). */
export function requiresAuthorizer(access: RouteAccess): boolean {
  return access === 'signed-in' || access === 'seller' || access === 'admin';
}

export interface ApiRoutesProps extends GrantableResources {
  httpApi: apigwv2.HttpApi;
  userPoolClient: cognito.UserPoolClient;
  /** The Lambdas' environment (lambda-environment.ts). */
  environment: Record<string, string>;
  logRetentionDays: number;
  retainLogs: boolean;
  /** Defaults to the route table; tests may pass their own. */
  routes?: readonly RouteDefinition[];
  /** The value CloudFront adds to API requests; every group checks it (origin-verify.ts). */
  originSecret: secretsmanager.ISecret;
}

/**
 * Groups that need more than NodeFunction's 512 MB: search holds the whole text index in memory
 * (about 200 MB of heap at 50,000 products), and Lambda's CPU grows with memory, which shortens
 * the snapshot's load on a cold start.
 */
export const GROUP_MEMORY_MB: Partial<Record<FunctionGroup, number>> = { search: 1536 };

/**
 * How long a warm search function serves its copy of the index before it looks for a newer one:
 * the catalogue's edge cache time, so search is as fresh as the catalogue (products taken off
 * sale leave at once either way: the page's cards are read from the table).
 */
export const SEARCH_INDEX_REFRESH_SECONDS = 30;

/**
 * How long a warm catalogue function reuses the facet counts it read: the catalogue's edge cache
 * time too (anonymous answers are that old already; docs/decisions.md).
 */
export const CATALOGUE_FACETS_REFRESH_SECONDS = 30;

/** One Lambda per function group (lambdas/functions/{group}.ts), one route per ROUTES entry. */
export class ApiRoutes extends Construct {
  readonly functions = new Map<FunctionGroup, NodeFunction>();
  /** API Gateway routes by route key (`POST /api/stripe-webhook`). */
  readonly routes = new Map<string, apigwv2.HttpRoute>();

  constructor(scope: Construct, id: string, props: ApiRoutesProps) {
    super(scope, id);
    const routes = props.routes ?? ROUTES;

    const { environment } = props;

    for (const group of FUNCTION_GROUPS) {
      const fn = new NodeFunction(this, `Group-${group}`, {
        entry: `lambdas/functions/${group}.ts`,
        description: `API function group ${group}`,
        environment,
        // The payouts group calls Stripe Connect, the discounts group makes coupons; the others
        // that call Stripe take payments.
        stripeBundle: group === 'payouts' || group === 'discounts' ? group : 'payments',
        ...(GROUP_MEMORY_MB[group] && { memorySize: GROUP_MEMORY_MB[group] }),
        logRetentionDays: props.logRetentionDays,
        retainLogs: props.retainLogs,
      });
      grantPermissions(this, fn.role, GROUP_PERMISSIONS[group], props);
      props.originSecret.grantRead(fn.role);
      acknowledgeServerless(
        fn,
        'LambdaDLQ',
        'Invoked synchronously by API Gateway: a failure is answered to the caller at once ' +
          '(and alarmed); dead-letter queues only apply to asynchronous invocations.',
      );
      fn.fn.addEnvironment(ENV.originSecretArn, props.originSecret.secretArn);
      if (group === 'search') {
        fn.fn.addEnvironment(ENV.searchIndexRefreshSeconds, String(SEARCH_INDEX_REFRESH_SECONDS));
      }
      if (group === 'catalogue') {
        fn.fn.addEnvironment(
          ENV.catalogueFacetsRefreshSeconds,
          String(CATALOGUE_FACETS_REFRESH_SECONDS),
        );
      }
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
        // One invoke permission per function for all its routes (any route of this API), not
        // one per route: per-route permissions were half the stack's resources, near
        // CloudFormation's 500 limit.
        integration = new HttpLambdaIntegration(`Integration-${route.group}`, fn.fn, {
          scopePermissionToRoute: false,
        });
        integrations.set(route.group, integration);
      }
      const httpRoute = new apigwv2.HttpRoute(this, routeConstructId(route), {
        httpApi: props.httpApi,
        routeKey: apigwv2.HttpRouteKey.with(route.path, apigwv2.HttpMethod[route.method]),
        integration,
        ...(requiresAuthorizer(route.access) && { authorizer }),
      });
      if (!requiresAuthorizer(route.access)) acknowledgeOpenRoute(httpRoute, route.access);
      this.routes.set(route.key, httpRoute);
    }
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
