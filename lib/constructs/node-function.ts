import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as ssm from 'aws-cdk-lib/aws-ssm';
import { Construct } from 'constructs';
import { STRIPE_BUNDLES, type StripeBundle } from '../../lambdas/infra/stripe-resources';
import { trimmedStripeModule } from '../bundling/trimmed-stripe';
import { trimmedZodModule } from '../bundling/trimmed-zod';
import { REPO_ROOT } from '../config';

/**
 * Powertools (logger, metrics, tracer and the X-Ray SDK the tracer needs, parameters for the
 * secrets, batch for the notification queue) comes from AWS's own Lambda layer instead of every
 * bundle: it would add about 170 KB to each function. The layer (`generic/all`, every utility)
 * is the one of the version installed here, looked up in AWS's public SSM parameter at deploy
 * time, so what runs on Lambda is what the tests ran; every Powertools package is pinned to that
 * one version (tests/infra/bundling.test.ts checks it).
 */
export const POWERTOOLS_VERSION = (
  JSON.parse(
    readFileSync(
      path.join(REPO_ROOT, 'node_modules', '@aws-lambda-powertools', 'logger', 'package.json'),
      'utf8',
    ),
  ) as { version: string }
).version;
export const POWERTOOLS_LAYER_PARAMETER = `/aws/service/powertools/typescript/generic/all/${POWERTOOLS_VERSION}`;

/** Newest Node.js runtime this aws-cdk-lib knows (cdk-nag AwsSolutions-L1 wants the latest). */
export const LAMBDA_RUNTIME = lambda.Runtime.NODEJS_24_X;

export interface NodeFunctionProps {
  /** Entry file relative to the repository root, exporting `handler`. */
  entry: string;
  description: string;
  environment: Record<string, string>;
  logRetentionDays: number;
  retainLogs: boolean;
  memorySize?: number;
  timeout?: Duration;
  /** Which Stripe resources the bundle keeps (lambdas/infra/stripe-resources.ts). */
  stripeBundle?: StripeBundle;
}

/**
 * A Lambda bundled locally with esbuild (the devDependency; no Docker), with its own log group
 * (retention set, no LogRetention custom resource) and its own role that may only write to that
 * log group: no AWSLambdaBasicExecutionRole managed policy and no `log-group:*` wildcard.
 */
export class NodeFunction extends Construct {
  readonly fn: NodejsFunction;
  readonly role: iam.Role;
  readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: NodeFunctionProps) {
    super(scope, id);

    this.logGroup = new logs.LogGroup(this, 'Logs', {
      retention: props.logRetentionDays as logs.RetentionDays,
      removalPolicy: props.retainLogs ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: props.description,
    });
    this.logGroup.grantWrite(this.role);

    this.fn = new NodejsFunction(this, 'Function', {
      entry: path.join(REPO_ROOT, props.entry),
      handler: 'handler',
      description: props.description,
      runtime: LAMBDA_RUNTIME,
      architecture: lambda.Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(15),
      role: this.role,
      logGroup: this.logGroup,
      layers: [
        lambda.LayerVersion.fromLayerVersionArn(
          this,
          'PowertoolsLayer',
          ssm.StringParameter.valueForStringParameter(this, POWERTOOLS_LAYER_PARAMETER),
        ),
      ],
      projectRoot: REPO_ROOT,
      depsLockFilePath: path.join(REPO_ROOT, 'package-lock.json'),
      environment: {
        // Stack traces in the logs point at the TypeScript sources.
        NODE_OPTIONS: '--enable-source-maps',
        ...props.environment,
      },
      bundling: {
        format: OutputFormat.CJS,
        // No `target`: CDK derives it from `runtime` (node24), so the syntax is never lowered
        // for an older Node than the one that runs it.
        minify: true,
        sourceMap: true,
        sourcesContent: false,
        // The runtime ships AWS SDK v3 and the layer Powertools; bundling our own copies only
        // grows cold starts.
        externalModules: ['@aws-sdk/*', '@aws-lambda-powertools/*'],
        forceDockerBundling: false,
        // Imported JSON data (the n8n node catalogue the automation readers name apps from)
        // ships as a file beside index.js that Node's require parses with JSON.parse, instead of
        // an object literal in the code: faster to parse at a cold start, and not code.
        loader: { '.json': 'copy' },
        esbuildArgs: {
          // `import { z } from 'zod'` without zod's translated error locales and JSON Schema
          // conversion (see the file).
          '--alias': `zod=${trimmedZodModule()}`,
          // The Stripe SDK with only the resources we call on its client (see the file).
          '--alias:stripe': trimmedStripeModule(STRIPE_BUNDLES[props.stripeBundle ?? 'payments']),
          // secretlint's debug logging, silent and without its dependencies (see the file).
          '--alias:debug': path.join(REPO_ROOT, 'lib', 'bundling', 'silent-debug.cjs'),
        },
      },
    });
  }
}
