/**
 * The Lambda bundles exactly as `cdk synth` makes them (the stack's own NodejsFunction
 * bundling, local esbuild), laid out for the local API server's bundle mode:
 *
 *   {outDir}/functions/{group}/index.js     one per function group
 *   {outDir}/functions/payouts-worker/index.js
 *   {outDir}/node_modules/@aws-sdk/*        links to the installed packages
 *   {outDir}/node_modules/@aws-lambda-powertools/*
 *
 * The only packages a bundle can resolve are those links: what Lambda provides (the Node 24
 * runtime's AWS SDK v3, the Powertools layer). The folder lies outside the repository, so
 * Node's lookup never reaches its node_modules; anything else a bundle requires fails to load.
 */
import { cpSync, mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { FUNCTION_GROUPS, type FunctionGroup } from '../../../lambdas/routes';
import { buildMarketplaceApp } from '../../../lib/app';
import { lambdaBundles } from '../../../lib/bundling/bundle-sizes';
import { REPO_ROOT } from '../../../lib/config';
import { PAYOUTS_WORKER_DESCRIPTION } from '../../../lib/constructs/payouts';

/** What Lambda resolves for us: the runtime's SDK and the layer's packages (node-function.ts). */
export const LAMBDA_PROVIDED_SCOPES = ['@aws-sdk', '@aws-lambda-powertools'] as const;

export type BundledFunction = FunctionGroup | 'payouts-worker';

function bundledNameOf(description: string): BundledFunction | undefined {
  if (description === PAYOUTS_WORKER_DESCRIPTION) return 'payouts-worker';
  const group = /^API function group (.+)$/.exec(description)?.[1];
  return FUNCTION_GROUPS.find((name) => name === group);
}

function linkProvidedPackages(outDir: string): void {
  for (const scope of LAMBDA_PROVIDED_SCOPES) {
    const installed = path.join(REPO_ROOT, 'node_modules', scope);
    mkdirSync(path.join(outDir, 'node_modules', scope), { recursive: true });
    for (const name of readdirSync(installed)) {
      symlinkSync(
        path.join(installed, name),
        path.join(outDir, 'node_modules', scope, name),
        'dir',
      );
    }
  }
}

/** Bundles every function as the dev stack does; returns the folder for bundle mode. */
export function buildLambdaBundles(outDir: string): string {
  const assemblyDir = path.join(outDir, 'cdk.out');
  // The stack deploys a web build; the Lambda bundles do not depend on it.
  const webDist = path.join(outDir, 'web');
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  const cdkJson = JSON.parse(readFileSync(path.join(REPO_ROOT, 'cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  };
  const app = new App({
    outdir: assemblyDir,
    context: { ...cdkJson.context, env: 'dev', webDist },
  });
  const { stack } = buildMarketplaceApp(app, { nag: false });
  const assembly = app.synth();
  const template = assembly.getStackArtifact(stack.artifactId).template as Parameters<
    typeof lambdaBundles
  >[0];
  const copied = new Set<BundledFunction>();
  for (const bundle of lambdaBundles(template, assembly.directory)) {
    const name = bundledNameOf(bundle.description);
    if (!name) continue;
    cpSync(path.dirname(bundle.file), path.join(outDir, 'functions', name), { recursive: true });
    copied.add(name);
  }
  const missing = [...FUNCTION_GROUPS, 'payouts-worker'].filter(
    (name) => !copied.has(name as BundledFunction),
  );
  if (missing.length) throw new Error(`No bundle found for ${missing.join(', ')}`);
  linkProvidedPackages(outDir);
  return outDir;
}
