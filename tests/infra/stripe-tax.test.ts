/** The stripeTax setting: off by default everywhere, and on where an environment turns it on. */
import fs from 'node:fs';
import path from 'node:path';
import { ENV } from '../../lambdas/infra/config';
import {
  readCdkJson,
  resourcesOf,
  sharedSynth,
  synthesize,
  withEnvironment,
  type SharedSynth,
} from './synth';

function variablesOf(
  synthesized: Pick<SharedSynth, 'template'>,
  group: string,
): Record<string, unknown> {
  const fn = Object.values(resourcesOf(synthesized.template, 'AWS::Lambda::Function')).find(
    (candidate) => candidate.Properties['Description'] === `API function group ${group}`,
  );
  if (!fn) throw new Error(`No function for group ${group}`);
  return (fn.Properties['Environment'] as { Variables: Record<string, unknown> }).Variables;
}

test('no environment of cdk.json turns Stripe Tax on', () => {
  const environments = readCdkJson().context['environments'] as Record<string, object>;
  for (const settings of Object.values(environments)) {
    expect((settings as { stripeTax?: boolean }).stripeTax ?? false).toBe(false);
  }
  expect(variablesOf(sharedSynth('dev'), 'checkout')[ENV.stripeTax]).toBe('false');
});

/** The config.json files the site deployment ships, as written into the cloud assembly. */
function shippedRuntimeConfigs(assemblyDir: string): Record<string, unknown>[] {
  return fs
    .readdirSync(assemblyDir)
    .filter((entry) => entry.startsWith('asset.'))
    .map((entry) => path.join(assemblyDir, entry, 'config.json'))
    .filter((file) => fs.existsSync(file))
    .map((file) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>);
}

test('an environment that turns it on gives the Stripe Lambdas and config.json the setting', () => {
  const taxed = synthesize({ env: 'dev', context: withEnvironment('dev', { stripeTax: true }) });
  expect(variablesOf(taxed, 'checkout')[ENV.stripeTax]).toBe('true');
  expect(variablesOf(taxed, 'webhook')[ENV.stripeTax]).toBe('true');
  const configs = shippedRuntimeConfigs(taxed.assemblyDir);
  expect(configs.map((config) => config['stripeTax'])).toEqual([true]);
});
