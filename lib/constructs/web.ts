import { Annotations } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { RouteDefinition } from '../../lambdas/routes';
import { acknowledge } from '../nag';
import { WebPolicies, cacheablePathPatterns } from './web-policies';

export interface WebProps {
  siteBucket: s3.IBucket;
  logsBucket: s3.IBucket;
  /** `{apiId}.execute-api.{region}.amazonaws.com` */
  apiDomainName: string;
  routes: readonly RouteDefinition[];
  csp: string;
  /** Product images, served at /media/* (lib/constructs/media.ts). */
  mediaOrigin?: cloudfront.IOrigin;
  domainName?: string;
  certificateArn?: string;
  /** Headers CloudFront adds to every API request (the origin secret). */
  apiOriginHeaders: Record<string, string>;
  /** ARN of the WAF web ACL (scope CLOUDFRONT, in us-east-1), when the environment has one. */
  webAclArn?: string;
  /**
   * Say at synth time that the default certificate cannot enforce TLS 1.2 (production
   * without a custom domain).
   */
  warnWithoutCustomDomain?: boolean;
}

/**
 * One CloudFront distribution serves the SPA (S3 through Origin Access Control), the API
 * under /api and product images under /media on the same origin, so the browser needs no CORS and cookies/tokens stay
 * first-party.
 */
export class Web extends Construct {
  readonly distribution: cloudfront.Distribution;
  readonly policies: WebPolicies;
  /** https origin the users see (custom domain or the cloudfront.net name). */
  readonly siteUrl: string;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    this.policies = new WebPolicies(this, 'Policies', {
      csp: props.csp,
      routes: props.routes,
    });

    const apiOrigin = new origins.HttpOrigin(props.apiDomainName, {
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
      customHeaders: props.apiOriginHeaders,
    });
    const apiBehavior = (cachePolicy: cloudfront.ICachePolicy): cloudfront.BehaviorOptions => ({
      origin: apiOrigin,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
      cachedMethods: cloudfront.CachedMethods.CACHE_GET_HEAD,
      cachePolicy,
      // API Gateway routes on its own Host name; everything else (Authorization, query,
      // Stripe-Signature...) must reach the handlers. This managed policy also forwards
      // CloudFront's own headers, CloudFront-Viewer-Address among them (lambdas/http/client-ip.ts).
      originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: this.policies.responseHeaders,
      compress: true,
    });

    const additionalBehaviors: Record<string, cloudfront.BehaviorOptions> = {};
    // Cacheable public reads first: CloudFront takes the first matching pattern in order.
    for (const pattern of cacheablePathPatterns(props.routes)) {
      additionalBehaviors[pattern] = apiBehavior(this.policies.publicApiCache);
    }
    additionalBehaviors['/api/*'] = apiBehavior(cloudfront.CachePolicy.CACHING_DISABLED);
    if (props.mediaOrigin) {
      // Image keys are never reused, so the objects' one-year Cache-Control is honoured as is.
      additionalBehaviors['/media/*'] = {
        origin: props.mediaOrigin,
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
        cachedMethods: cloudfront.CachedMethods.CACHE_GET_HEAD,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: this.policies.responseHeaders,
        // WebP is compressed already.
        compress: false,
      };
    }

    const certificate = props.certificateArn
      ? acm.Certificate.fromCertificateArn(this, 'Certificate', props.certificateArn)
      : undefined;

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'Automation Marketplace: SPA and /api',
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(props.siteBucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: this.policies.responseHeaders,
        functionAssociations: [
          {
            function: this.policies.spaRewrite,
            eventType: cloudfront.FunctionEventType.VIEWER_REQUEST,
          },
        ],
        compress: true,
      },
      additionalBehaviors,
      // The TLS policy only applies with our own certificate (the default one is fixed).
      ...(props.domainName &&
        certificate && {
          domainNames: [props.domainName],
          certificate,
          minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
        }),
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      ...(props.webAclArn && { webAclId: props.webAclArn }),
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: props.logsBucket,
      logFilePrefix: 'cloudfront/',
    });

    this.siteUrl = props.domainName
      ? `https://${props.domainName}`
      : `https://${this.distribution.distributionDomainName}`;

    if (!props.domainName && props.warnWithoutCustomDomain) {
      Annotations.of(this).addWarningV2(
        'marketplace:default-certificate-tls',
        'No custom domain: CloudFront serves the default *.cloudfront.net certificate, whose ' +
          'security policy cannot be raised, so TLS 1.0/1.1 clients are still accepted. Set ' +
          'domainName and certificateArn to enforce TLSv1.2_2021 (docs/deploying.md, Deploying to AWS).',
      );
    }
    if (!props.domainName) {
      acknowledge(
        this.distribution,
        'CFR4',
        'No custom domain in this environment: the default *.cloudfront.net certificate ' +
          'cannot pin TLS 1.2; environments with domainName use TLSv1.2_2021.',
      );
    }
    acknowledge(
      this.distribution,
      'CFR1',
      'The shop sells worldwide; there is no country the business must block.',
    );
    if (!props.webAclArn) {
      acknowledge(
        this.distribution,
        'CFR2',
        'WAF is off in this environment (waf.enabled in cdk.json; on in staging and prod): ' +
          'API Gateway throttling and the per-route rate limits in the table cover abuse here.',
      );
    }
  }
}
