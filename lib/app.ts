import type { App } from 'aws-cdk-lib';
import { loadEnvironmentConfig, resolveWebDist, type EnvironmentConfig } from './config';
import { EDGE_REGION, EdgeStack, edgeStackName } from './edge-stack';
import { MarketplaceStack } from './marketplace-stack';
import { addNagChecks } from './nag';

export interface MarketplaceApp {
  config: EnvironmentConfig;
  stack: MarketplaceStack;
  /** The us-east-1 stack of the CloudFront web ACL, when the environment has WAF on. */
  edge?: EdgeStack;
}

/**
 * Builds the app from its context (`-c env=...`, `-c webDist=...`); shared by bin/app.ts and
 * the infrastructure tests so both synthesize exactly the same thing.
 */
export interface BuildOptions {
  /** Register cdk-nag AwsSolutions (default true; template-only tests skip it for speed). */
  nag?: boolean;
}

export function buildMarketplaceApp(app: App, options: BuildOptions = {}): MarketplaceApp {
  const config = loadEnvironmentConfig(app.node);
  const webDist = resolveWebDist(app.node);
  const account = config.account ?? process.env['CDK_DEFAULT_ACCOUNT'];
  const tags = { project: 'automation-marketplace', environment: config.envName };
  // CloudFront web ACLs exist only in us-east-1: a stack of their own there, read by the site
  // stack across regions (config.ts requires a pinned region when WAF is on).
  const edge = config.waf.enabled
    ? new EdgeStack(app, edgeStackName(config.namePrefix), {
        namePrefix: config.namePrefix,
        ratePerIpPer5Minutes: config.waf.ratePerIpPer5Minutes,
        description: `Automation Marketplace (${config.envName}): CloudFront WAF, us-east-1`,
        env: { account, region: EDGE_REGION },
        crossRegionReferences: true,
        tags,
      })
    : undefined;
  const stack = new MarketplaceStack(app, config.namePrefix, {
    config,
    webDist,
    description: `Automation Marketplace (${config.envName})`,
    env: { account, region: config.region ?? process.env['CDK_DEFAULT_REGION'] },
    terminationProtection: config.retainData,
    tags,
    ...(edge && { webAclArn: edge.webAcl.attrArn, crossRegionReferences: true }),
  });
  if (edge) stack.addStackDependency(edge);
  if (options.nag ?? true) addNagChecks(app);
  return { config, stack, ...(edge && { edge }) };
}
