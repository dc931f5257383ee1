import { Stack, type StackProps } from 'aws-cdk-lib';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';

/** CloudFront only accepts web ACLs of scope CLOUDFRONT, and those exist only in us-east-1. */
export const EDGE_REGION = 'us-east-1';

/** The edge stack's name (the site stack's is the environment's namePrefix). */
export function edgeStackName(namePrefix: string): string {
  return `${namePrefix}-edge`;
}

export interface EdgeStackProps extends StackProps {
  namePrefix: string;
  /** Requests one viewer address may make in any 5 minutes before WAF blocks it. */
  ratePerIpPer5Minutes: number;
}

/**
 * The CloudFront web ACL, in its own stack in us-east-1 whatever region the shop runs in. The
 * site stack references it across regions with a weak reference (cdk.json's
 * defaultCrossStackReferences): this stack publishes the ARN as an output, the distribution
 * reads it with Fn::GetStackOutput at deploy time, and `cdk deploy --all` deploys this stack
 * first.
 */
export class EdgeStack extends Stack {
  readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    const metric = (name: string) => ({
      cloudWatchMetricsEnabled: true,
      sampledRequestsEnabled: true,
      metricName: `${props.namePrefix}-${name}`,
    });

    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      name: `${props.namePrefix}-web`,
      description: 'Automation Marketplace: AWS common rules and a per-IP rate limit',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: metric('web-acl'),
      rules: [
        {
          // First, so a flood is cut before the managed rules spend capacity on it.
          name: 'RatePerIp',
          priority: 0,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              limit: props.ratePerIpPer5Minutes,
              evaluationWindowSec: 300,
              aggregateKeyType: 'IP',
            },
          },
          visibilityConfig: metric('rate-per-ip'),
        },
        {
          name: 'AwsCommonRules',
          priority: 1,
          overrideAction: { none: {} },
          statement: {
            managedRuleGroupStatement: {
              vendorName: 'AWS',
              name: 'AWSManagedRulesCommonRuleSet',
              // Product descriptions and uploads legitimately exceed the 8 KB body inspection;
              // our own body limits (256 KiB, 413) apply in the API instead.
              excludedRules: [{ name: 'SizeRestrictions_BODY' }],
            },
          },
          visibilityConfig: metric('aws-common'),
        },
      ],
    });
  }
}
