import { Aws, Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { unconfirmedUploadsExpiry } from './storage';

export interface MediaProps {
  namePrefix: string;
  retainData: boolean;
  logsBucket: s3.IBucket;
}

/**
 * Product images: a private bucket that CloudFront reads through Origin Access Control and
 * serves at /media/* on the site's own origin; browsers write to it only with presigned POSTs
 * the manage API signs (WebP, exact size).
 *
 * CloudFront reaches the bucket by its predictable name rather than by reference: the bucket's
 * CORS rule names CloudFront's domain, so a reference the other way round would make the
 * stack cyclic. For the same reason the read grant is added once the distribution exists.
 */
export class Media extends Construct {
  readonly bucket: s3.Bucket;
  /** The /media/* origin (Origin Access Control, SigV4 on every request). */
  readonly origin: cloudfront.IOrigin;

  constructor(scope: Construct, id: string, props: MediaProps) {
    super(scope, id);
    const bucketName = Media.bucketName(props.namePrefix);
    this.bucket = new s3.Bucket(this, 'MediaBucket', {
      bucketName,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      removalPolicy: props.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      autoDeleteObjects: !props.retainData,
      lifecycleRules: [
        { abortIncompleteMultipartUploadAfter: Duration.days(1) },
        unconfirmedUploadsExpiry(),
      ],
      serverAccessLogsBucket: props.logsBucket,
      serverAccessLogsPrefix: 'media-bucket/',
    });

    const accessControl = new cloudfront.S3OriginAccessControl(this, 'OriginAccessControl', {
      description: 'CloudFront reads product images from the media bucket',
      signing: cloudfront.Signing.SIGV4_ALWAYS,
    });
    const byName = s3.Bucket.fromBucketAttributes(this, 'MediaBucketByName', {
      bucketName,
      region: Aws.REGION,
    });
    this.origin = origins.S3BucketOrigin.withBucketDefaults(byName, {
      originAccessControlId: accessControl.originAccessControlId,
    });
  }

  /** `{prefix}-media-{account}`: globally unique per account, known before deployment. */
  static bucketName(namePrefix: string): string {
    return `${namePrefix}-media-${Aws.ACCOUNT_ID}`;
  }

  /** Hosts presigned POSTs go to (regional virtual-host style, and the legacy global one). */
  static bucketHosts(namePrefix: string): string[] {
    const name = Media.bucketName(namePrefix);
    return [`${name}.s3.${Aws.REGION}.${Aws.URL_SUFFIX}`, `${name}.s3.${Aws.URL_SUFFIX}`];
  }

  /** Browsers of the site upload with presigned POSTs; reads go through CloudFront. */
  allowUploadsFrom(siteUrl: string): void {
    this.bucket.addCorsRule({
      allowedOrigins: [siteUrl],
      allowedMethods: [s3.HttpMethods.POST],
      allowedHeaders: ['*'],
      exposedHeaders: ['ETag'],
      maxAge: 3000,
    });
  }

  /** Only this distribution may read, and only the images under media/. */
  allowReadsBy(distribution: cloudfront.IDistribution): void {
    this.bucket.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'CloudFrontReadsMedia',
        principals: [new iam.ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [this.bucket.arnForObjects('media/*')],
        conditions: {
          StringEquals: {
            'AWS:SourceArn': `arn:${Aws.PARTITION}:cloudfront::${Aws.ACCOUNT_ID}:distribution/${distribution.distributionId}`,
          },
        },
      }),
    );
  }
}
