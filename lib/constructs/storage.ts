import { Aws, Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import {
  PENDING_UPLOAD,
  UNCONFIRMED_UPLOAD_EXPIRY_DAYS,
  UPLOAD_STATE_TAG,
} from '../../lambdas/rules/upload-expiry';
import { acknowledge } from '../nag';

/**
 * Removes uploads that were never confirmed (files) or saved (images): presigned uploads are
 * stored tagged pending, and confirming retags them (lambdas/rules/upload-expiry.ts).
 */
export function unconfirmedUploadsExpiry(): s3.LifecycleRule {
  return {
    id: 'ExpireUnconfirmedUploads',
    tagFilters: { [UPLOAD_STATE_TAG]: PENDING_UPLOAD },
    expiration: Duration.days(UNCONFIRMED_UPLOAD_EXPIRY_DAYS),
  };
}

export interface StorageProps {
  namePrefix: string;
  retainData: boolean;
  logRetentionDays: number;
}

/**
 * Three private buckets: product files (presigned URLs only), the built SPA (read by
 * CloudFront through Origin Access Control) and access logs of both plus CloudFront.
 */
export class Storage extends Construct {
  readonly filesBucket: s3.Bucket;
  readonly siteBucket: s3.Bucket;
  readonly logsBucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: StorageProps) {
    super(scope, id);
    const removal = {
      removalPolicy: props.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      // Lets `cdk destroy` empty dev/staging buckets; never on retained data.
      autoDeleteObjects: !props.retainData,
    };
    const privateBucket = {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
    };

    this.logsBucket = new s3.Bucket(this, 'LogsBucket', {
      ...privateBucket,
      ...removal,
      // CloudFront standard logging writes with ACLs, which BucketOwnerEnforced forbids.
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(Math.max(props.logRetentionDays, 1)) }],
    });
    acknowledge(
      this.logsBucket,
      'S1',
      'This is the access-log bucket itself; logging its own access into itself would loop.',
    );

    this.filesBucket = new s3.Bucket(this, 'FilesBucket', {
      // A predictable name lets the CSP (on CloudFront) name this bucket while the bucket's
      // CORS rule names CloudFront's domain, without a circular reference between the two.
      bucketName: Storage.filesBucketName(props.namePrefix),
      ...privateBucket,
      ...removal,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      // Keeps an overwritten or deleted product file recoverable for a while in production.
      versioned: props.retainData,
      lifecycleRules: [
        { abortIncompleteMultipartUploadAfter: Duration.days(1) },
        unconfirmedUploadsExpiry(),
        ...(props.retainData ? [{ noncurrentVersionExpiration: Duration.days(30) }] : []),
      ],
      serverAccessLogsBucket: this.logsBucket,
      serverAccessLogsPrefix: 'files-bucket/',
    });

    this.siteBucket = new s3.Bucket(this, 'SiteBucket', {
      ...privateBucket,
      // The site is rebuilt from source on every deploy, so it never needs retaining.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: this.logsBucket,
      serverAccessLogsPrefix: 'site-bucket/',
    });
  }

  /** `{prefix}-files-{account}`: globally unique per account, known before deployment. */
  static filesBucketName(namePrefix: string): string {
    return `${namePrefix}-files-${Aws.ACCOUNT_ID}`;
  }

  /** Hosts presigned URLs use (regional virtual-host style, and the legacy global one). */
  static filesBucketHosts(namePrefix: string): string[] {
    const name = Storage.filesBucketName(namePrefix);
    return [`${name}.s3.${Aws.REGION}.${Aws.URL_SUFFIX}`, `${name}.s3.${Aws.URL_SUFFIX}`];
  }

  /** Browsers upload with presigned PUTs and may fetch presigned GETs from the site origin. */
  allowBrowserAccessFrom(siteUrl: string): void {
    this.filesBucket.addCorsRule({
      allowedOrigins: [siteUrl],
      allowedMethods: [s3.HttpMethods.PUT, s3.HttpMethods.GET, s3.HttpMethods.HEAD],
      allowedHeaders: ['*'],
      exposedHeaders: ['ETag'],
      maxAge: 3000,
    });
  }
}
