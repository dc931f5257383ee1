/**
 * The stack follows the route table: this feeds it a wider table than today's (path
 * parameters, signed-in/admin routes, the webhook) to check routes, authorizers and CloudFront
 * cache behaviours are all derived from it.
 */
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { routeKey, type RouteDefinition } from '../../lambdas/routes';
import { loadEnvironmentConfig } from '../../lib/config';
import { requiresAuthorizer } from '../../lib/constructs/api-routes';
import { MarketplaceStack } from '../../lib/marketplace-stack';
import { appContext, fakeWebDist } from './synth';

const routes: RouteDefinition[] = [
  ['GET', '/api/products', 'optional-auth', 'public-cacheable'],
  ['GET', '/api/products/{id}', 'optional-auth', 'public-cacheable'],
  ['POST', '/api/notify-product-interest', 'public', 'no-store'],
  ['POST', '/api/get-buyer-purchases', 'signed-in', 'no-store'],
  ['GET', '/api/admin/products', 'admin', 'no-store'],
  ['POST', '/api/stripe-webhook', 'webhook', 'no-store'],
].map(([method, path, access, caching]) => ({
  key: `${method} ${path}`,
  method: method as RouteDefinition['method'],
  path: path!,
  group: 'catalogue',
  access: access as RouteDefinition['access'],
  caching: caching as RouteDefinition['caching'],
}));

let template: Template;

beforeAll(() => {
  const app = new App({ context: appContext({ env: 'dev' }) });
  const stack = new MarketplaceStack(app, 'RoutesTest', {
    config: loadEnvironmentConfig(app.node),
    webDist: fakeWebDist(),
    routes,
  });
  template = Template.fromStack(stack);
});

test('one route per entry, still one Lambda integration per group', () => {
  const keys = Object.values(template.findResources('AWS::ApiGatewayV2::Route')).map(
    (route) => (route as { Properties: { RouteKey: string } }).Properties.RouteKey,
  );
  expect(keys.sort()).toEqual(routes.map(routeKey).sort());
  template.resourceCountIs('AWS::ApiGatewayV2::Integration', 1);
});

test('signed-in, seller and admin routes get the Cognito JWT authorizer; others none', () => {
  template.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 1);
  template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
    AuthorizerType: 'JWT',
    IdentitySource: ['$request.header.Authorization'],
    JwtConfiguration: {
      Audience: [{ Ref: Match.stringLikeRegexp('AuthUserPoolWebClient') }],
      Issuer: Match.anyValue(),
    },
  });
  for (const route of routes) {
    template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
      RouteKey: routeKey(route),
      AuthorizationType: requiresAuthorizer(route.access) ? 'JWT' : 'NONE',
    });
  }
});

test('cacheable reads get their own CloudFront behaviours before /api/*', () => {
  const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution')) as {
    Properties: { DistributionConfig: { CacheBehaviors: { PathPattern: string }[] } };
  }[];
  expect(
    distribution!.Properties.DistributionConfig.CacheBehaviors.map((b) => b.PathPattern).filter(
      (pattern) => pattern.startsWith('/api'),
    ),
  ).toEqual(['/api/products/*', '/api/products', '/api/*']);
});
