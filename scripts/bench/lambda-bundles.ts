import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { buildMarketplaceApp } from '../../lib/app';
import { lambdaBundles, type LambdaBundle } from '../../lib/bundling/bundle-sizes';
import { REPO_ROOT } from '../../lib/config';
import { readFileSync } from 'node:fs';

/**
 * Bundles every Lambda as `cdk synth` does (local esbuild) into a temporary cloud assembly and
 * measures each minified index.js.
 */
export function measureLambdaBundles(): LambdaBundle[] {
  const outdir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-bench-cdk-'));
  // The stack deploys a web build; the bundles do not depend on it, so a stand-in will do.
  const webDist = path.join(outdir, 'web');
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  try {
    const context = JSON.parse(readFileSync(path.join(REPO_ROOT, 'cdk.json'), 'utf8')) as {
      context: Record<string, unknown>;
    };
    const app = new App({ outdir, context: { ...context.context, env: 'dev', webDist } });
    const { stack } = buildMarketplaceApp(app, { nag: false });
    const assembly = app.synth();
    const template = assembly.getStackArtifact(stack.artifactId).template as Parameters<
      typeof lambdaBundles
    >[0];
    return lambdaBundles(template, assembly.directory);
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}
