import { RemovalPolicy, Stack } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

export interface HttpApiProps {
  namePrefix: string;
  logRetentionDays: number;
  retainLogs: boolean;
  throttle: { rateLimit: number; burstLimit: number };
}

/**
 * The HTTP API and its `$default` stage (access logs, throttling). Routes are added later by
 * ApiRoutes because their Lambdas need the site URL, which exists only once CloudFront (whose
 * origin is this API) does.
 */
export class HttpApi extends Construct {
  readonly api: apigwv2.HttpApi;
  readonly stage: apigwv2.HttpStage;
  readonly accessLogs: logs.LogGroup;
  /** `{apiId}.execute-api.{region}.{suffix}`: the CloudFront origin. */
  readonly domainName: string;

  constructor(scope: Construct, id: string, props: HttpApiProps) {
    super(scope, id);

    this.api = new apigwv2.HttpApi(this, 'Api', {
      apiName: `${props.namePrefix}-api`,
      description: 'Automation Marketplace API (served under /api by CloudFront)',
      // Our own stage below carries the logging and throttling settings.
      createDefaultStage: false,
    });

    this.accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: props.logRetentionDays as logs.RetentionDays,
      removalPolicy: props.retainLogs ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });

    this.stage = new apigwv2.HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      throttle: props.throttle,
      accessLogSettings: {
        destination: new apigwv2.LogGroupLogDestination(this.accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            requestTime: '$context.requestTime',
            routeKey: '$context.routeKey',
            status: '$context.status',
            protocol: '$context.protocol',
            responseLength: '$context.responseLength',
            latency: '$context.responseLatency',
            integrationLatency: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
            userAgent: '$context.identity.userAgent',
          }),
        ),
      },
    });

    const stack = Stack.of(this);
    this.domainName = `${this.api.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
  }

  /**
   * Its own API Gateway limit for one route (the Stripe webhook): a flood on the shop's other
   * routes cannot push it into 429s, nor it them. The stage waits for the route, which API
   * Gateway needs to exist before its settings.
   */
  throttleRoute(
    route: apigwv2.HttpRoute,
    routeKey: string,
    throttle: { rateLimit: number; burstLimit: number },
  ): void {
    const stage = this.stage.node.defaultChild as apigwv2.CfnStage;
    const existing = (stage.routeSettings ?? {}) as Record<string, unknown>;
    stage.routeSettings = {
      ...existing,
      [routeKey]: {
        ThrottlingRateLimit: throttle.rateLimit,
        ThrottlingBurstLimit: throttle.burstLimit,
      },
    };
    this.stage.node.addDependency(route);
  }
}
