#!/usr/bin/env node
/**
 * CDK entry: `npx cdk synth|deploy -c env=dev|staging|prod` (default dev).
 * Configuration lives in cdk.json (context.environments) and is validated in lib/config.ts.
 */
import { App } from 'aws-cdk-lib';
import { buildMarketplaceApp } from '../lib/app';
import { ConfigError, loadEnvironmentConfig } from '../lib/config';

const app = new App();
try {
  const config = loadEnvironmentConfig(app.node);
  console.error(
    `Automation Marketplace: environment "${config.envName}"` +
      (config.envDefaulted ? ' (default; pick one with -c env=dev|staging|prod)' : ''),
  );
  buildMarketplaceApp(app);
} catch (error) {
  // Configuration mistakes get a plain message; anything else keeps its stack trace.
  if (!(error instanceof ConfigError)) throw error;
  console.error(`\n${error.message}\n`);
  process.exit(1);
}
