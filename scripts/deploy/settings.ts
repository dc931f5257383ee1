import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadEnvironmentConfig, type EnvironmentConfig } from '../../lib/config';
import { EDGE_REGION, edgeStackName } from '../../lib/edge-stack';
import { Refusal } from './errors';

/**
 * The environment's settings, validated by the same code the CDK app runs (lib/config.ts), so
 * a typo or a placeholder address is refused before anything is built or deployed, with the
 * same message `cdk synth` would print.
 */
export function readCdkContext(root: string): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(path.join(root, 'cdk.json'), 'utf8')) as {
    context?: Record<string, unknown>;
  };
  return cdkJson.context ?? {};
}

export function loadSettings(
  context: Record<string, unknown>,
  envName: string,
  overrides?: string,
): EnvironmentConfig {
  const values: Record<string, unknown> = { ...context, env: envName };
  if (overrides !== undefined) values['overrides'] = overrides;
  try {
    return loadEnvironmentConfig({ tryGetContext: (key: string): unknown => values[key] });
  } catch (error) {
    if (error instanceof ConfigError) throw new Refusal(error.message);
    throw error;
  }
}

/** Real money or real customers: prod, and any environment whose buyers pay with the live key. */
export function isProduction(config: EnvironmentConfig): boolean {
  return config.envName === 'prod' || config.stripeMode === 'live';
}

export function requireConfirmation(config: EnvironmentConfig, confirmed: boolean): void {
  if (!isProduction(config) || confirmed) return;
  throw new Refusal(
    `"${config.envName}" is a production environment (real customers, stripeMode ` +
      `${config.stripeMode}). Run again with --yes-production to confirm.`,
  );
}

/** The stacks of the environment in the order they deploy: the edge stack first (WAF). */
export function stackNames(config: EnvironmentConfig): string[] {
  return [...(config.waf.enabled ? [edgeStackName(config.namePrefix)] : []), config.namePrefix];
}

/** Every region the environment deploys to: its own and, with WAF, us-east-1. */
export function deployRegions(config: EnvironmentConfig, region: string): string[] {
  return [...new Set([region, ...(config.waf.enabled ? [EDGE_REGION] : [])])];
}

/** The `-c` options every CDK command of this environment gets (synth, bootstrap, deploy). */
export function cdkContextArgs(config: EnvironmentConfig, overrides?: string): string[] {
  return ['-c', `env=${config.envName}`, ...(overrides ? ['-c', `overrides=${overrides}`] : [])];
}

/** The bootstrap qualifier the CDK uses (cdk.json may set its own). */
export function bootstrapQualifier(context: Record<string, unknown>): string {
  const configured = context['@aws-cdk/core:bootstrapQualifier'];
  return typeof configured === 'string' && configured ? configured : 'hnb659fds';
}
