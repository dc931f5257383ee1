import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';

/** Keys the sitemap job writes into the site bucket (lambdas/services/sitemap). */
export const GENERATED_SITE_FILES = ['sitemap.xml', 'sitemaps/*', 'robots.txt'] as const;

/** What the SPA reads from /config.json at start-up (no rebuild per environment). */
export interface WebRuntimeConfig {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  adminEmail: string;
  /** Stripe Tax is on: prices are labelled as excluding tax. */
  stripeTax: boolean;
}

export interface SiteDeploymentProps {
  webDist: string;
  bucket: s3.IBucket;
  distribution: cloudfront.IDistribution;
  config: WebRuntimeConfig;
  logRetentionDays: number;
}

/**
 * Uploads the built SPA in two passes: Vite's content-hashed `assets/` first with a one-year
 * immutable cache, then everything else (index.html, config.json, public files) with
 * `no-cache` and a CloudFront invalidation. Old assets are kept (no prune) so browsers still
 * holding the previous index.html can load their chunks, and the sitemap job's files are
 * neither uploaded nor touched.
 */
export class SiteDeployment extends Construct {
  constructor(scope: Construct, id: string, props: SiteDeploymentProps) {
    super(scope, id);
    const source = s3deploy.Source.asset(props.webDist);
    // Our own log group: the handler's default one is retained forever at CDK's 2-year default.
    const logGroup = new logs.LogGroup(this, 'DeployLogs', {
      retention: props.logRetentionDays as logs.RetentionDays,
      removalPolicy: RemovalPolicy.DESTROY,
    });

    const assets = new s3deploy.BucketDeployment(this, 'HashedAssets', {
      sources: [source],
      destinationBucket: props.bucket,
      exclude: ['*'],
      include: ['assets/*'],
      prune: false,
      memoryLimit: 512,
      logGroup,
      cacheControl: [
        s3deploy.CacheControl.setPublic(),
        s3deploy.CacheControl.maxAge(Duration.days(365)),
        s3deploy.CacheControl.immutable(),
      ],
    });

    const entry = new s3deploy.BucketDeployment(this, 'Entry', {
      sources: [source, s3deploy.Source.jsonData('config.json', props.config)],
      destinationBucket: props.bucket,
      // The sitemap job's files live beside the SPA: excluded, so a deploy neither overwrites
      // nor (were pruning ever turned on) deletes them.
      exclude: ['assets/*', ...GENERATED_SITE_FILES],
      prune: false,
      memoryLimit: 512,
      logGroup,
      cacheControl: [s3deploy.CacheControl.noCache()],
      distribution: props.distribution,
      distributionPaths: ['/*'],
    });
    // The new index.html must not go live before the chunks it references.
    entry.node.addDependency(assets);
  }
}
