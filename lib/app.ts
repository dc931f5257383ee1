import type { App } from 'aws-cdk-lib';
import { loadEnvironmentConfig, resolveWebDist, type EnvironmentConfig } from './config';
import { MarketplaceStack } from './marketplace-stack';
import { addNagChecks } from './nag';

export interface MarketplaceApp {
  config: EnvironmentConfig;
  stack: MarketplaceStack;
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
  const stack = new MarketplaceStack(app, config.namePrefix, {
    config,
    webDist,
    description: `Automation Marketplace (${config.envName})`,
    env: {
      account: config.account ?? process.env['CDK_DEFAULT_ACCOUNT'],
      region: config.region ?? process.env['CDK_DEFAULT_REGION'],
    },
    terminationProtection: config.retainData,
    tags: { project: 'automation-marketplace', environment: config.envName },
  });
  if (options.nag ?? true) addNagChecks(app);
  return { config, stack };
}
