/**
 * Shared synthesis for the infrastructure tests: the real cdk.json context (feature flags and
 * environments), a throw-away web build, and optionally no esbuild bundling (template
 * assertions do not need the code; bundling.test.ts bundles for real).
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { buildMarketplaceApp, type MarketplaceApp } from '../../lib/app';
import { REPO_ROOT } from '../../lib/config';

export interface CdkJson {
  app: string;
  context: Record<string, unknown>;
  [key: string]: unknown;
}

export function readCdkJson(): CdkJson {
  return JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'cdk.json'), 'utf8')) as CdkJson;
}

let webDist: string | undefined;

/** A minimal stand-in for `web/dist` (the SPA build is not needed to test the stack). */
export function fakeWebDist(): string {
  if (webDist) return webDist;
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'webdist-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log("app");');
  return webDist;
}

export interface SynthOptions {
  /** `-c env=...`; omitted = not given at all. */
  env?: string;
  /** Run esbuild for every function (slow); default false. */
  bundle?: boolean;
  /** Register cdk-nag (runs during synthesis); default false. */
  nag?: boolean;
  /** Extra or overriding context (e.g. a changed environment). */
  context?: Record<string, unknown>;
  /** Change the built app before synthesis (e.g. add a resource cdk-nag must catch). */
  beforeSynth?: (built: MarketplaceApp) => void;
}

export interface Synthesized extends MarketplaceApp {
  app: App;
  template: Template;
  /** The main stack's nested stack of alarms, their topic and the dashboard. */
  monitoringTemplate: Template;
  /** The us-east-1 WAF stack's template, when the environment has WAF on. */
  edgeTemplate?: Template;
  /** Folder of the synthesized cloud assembly. */
  assemblyDir: string;
}

export function appContext(options: SynthOptions = {}): Record<string, unknown> {
  return {
    ...readCdkJson().context,
    webDist: fakeWebDist(),
    ...(options.env !== undefined && { env: options.env }),
    // An empty list tells CDK to skip asset bundling for every stack.
    ...(!options.bundle && { 'aws:cdk:bundling-stacks': [] }),
    ...options.context,
  };
}

export function synthesize(options: SynthOptions = {}): Synthesized {
  const app = new App({ context: appContext(options) });
  const built = buildMarketplaceApp(app, { nag: options.nag ?? false });
  options.beforeSynth?.(built);
  const assembly = app.synth();
  return {
    ...built,
    app,
    template: Template.fromStack(built.stack),
    monitoringTemplate: Template.fromStack(built.stack.monitoring),
    ...(built.edge && { edgeTemplate: Template.fromStack(built.edge) }),
    assemblyDir: assembly.directory,
  };
}

/**
 * Real-looking settings for the environments that refuse placeholder addresses (staging,
 * prod), passed as `-c overrides` the way an operator can: addresses on a domain that is not
 * example.com, and a pinned account and region (WAF's cross-region reference needs them).
 */
export const REAL_LOOKING = {
  adminEmail: 'owner@automation-shop.test',
  supportEmail: 'help@automation-shop.test',
  mailFrom: 'no-reply@automation-shop.test',
  alarmEmail: 'alerts@automation-shop.test',
  account: '123456789012',
  region: 'eu-west-1',
} as const;

export function realLooking(changes: Record<string, unknown> = {}): Record<string, unknown> {
  return { overrides: { ...REAL_LOOKING, ...changes } };
}

/**
 * The two stacks most files assert on, synthesised once per Jest run: the first file that needs
 * one synthesises it into the run's folder (INFRA_SYNTH_DIR, made by
 * tests/support/infra-global-setup.ts) and the later ones read it back, since each test file has
 * its own module registry and an in-memory cache would not be shared. Not in the global setup
 * itself: that runs before any test of any suite, while a test file's synthesis overlaps the
 * other suites' files. Without the folder (a file run on its own) it is synthesised each time.
 * Templates and the few stack properties the tests read, no construct tree.
 */
export const SHARED_SYNTHS = {
  dev: { env: 'dev' },
  prod: { env: 'prod', context: realLooking() },
} satisfies Record<string, SynthOptions>;
export type SharedSynthName = keyof typeof SHARED_SYNTHS;

export interface SharedSynth {
  template: Template;
  monitoringTemplate: Template;
  edgeTemplate?: Template;
  stackName: string;
  edgeStackName?: string;
  region: string;
  edgeRegion?: string;
  terminationProtection: boolean;
}

interface WrittenSynth extends Omit<
  SharedSynth,
  'template' | 'monitoringTemplate' | 'edgeTemplate'
> {
  template: Record<string, unknown>;
  monitoringTemplate: Record<string, unknown>;
  edgeTemplate?: Record<string, unknown>;
}

function written(synthesized: Synthesized): WrittenSynth {
  return {
    template: synthesized.template.toJSON(),
    monitoringTemplate: synthesized.monitoringTemplate.toJSON(),
    ...(synthesized.edgeTemplate && { edgeTemplate: synthesized.edgeTemplate.toJSON() }),
    stackName: synthesized.stack.stackName,
    ...(synthesized.edge && { edgeStackName: synthesized.edge.stackName }),
    region: synthesized.stack.region,
    ...(synthesized.edge && { edgeRegion: synthesized.edge.region }),
    terminationProtection: synthesized.stack.terminationProtection,
  };
}

function readOrSynthesize(name: SharedSynthName): WrittenSynth {
  const dir = process.env.INFRA_SYNTH_DIR;
  if (!dir) return written(synthesize(SHARED_SYNTHS[name]));
  const file = path.join(dir, `${name}.json`);
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as WrittenSynth;
  const synth = written(synthesize(SHARED_SYNTHS[name]));
  // Written whole then renamed: a file synthesising at the same time never reads half of it.
  const partial = `${file}.${process.pid}`;
  fs.writeFileSync(partial, JSON.stringify(synth));
  fs.renameSync(partial, file);
  return synth;
}

export function sharedSynth(name: SharedSynthName): SharedSynth {
  const { template, monitoringTemplate, edgeTemplate, ...stack } = readOrSynthesize(name);
  return {
    ...stack,
    template: Template.fromJSON(template),
    monitoringTemplate: Template.fromJSON(monitoringTemplate),
    ...(edgeTemplate && { edgeTemplate: Template.fromJSON(edgeTemplate) }),
  };
}

/** The dev stack's template (cdk.json context, no bundling). */
export function devTemplate(): Template {
  return sharedSynth('dev').template;
}

/** The dev stack's nested stack of alarms, their topic and the dashboard. */
export function devMonitoringTemplate(): Template {
  return sharedSynth('dev').monitoringTemplate;
}

/** `cdk.json` environments with one of them changed, for variant tests. */
export function withEnvironment(
  name: string,
  changes: Record<string, unknown>,
): Record<string, unknown> {
  const environments = readCdkJson().context['environments'] as Record<string, object>;
  return {
    environments: { ...environments, [name]: { ...environments[name], ...changes } },
  };
}

export interface Finding {
  plugin: string;
  rule: string;
  severity: string;
  paths: string[];
}

interface ValidationReport {
  pluginReports: {
    pluginName: string;
    violations: {
      ruleName: string;
      severity: string;
      violatingConstructs?: { constructPath: string }[];
    }[];
  }[];
}

/**
 * Synthesizes with cdk-nag registered, as `cdk synth` does, and returns every unacknowledged
 * finding of every validation plugin (errors and warnings) from the assembly's
 * validation-report.json. Errors make synthesis throw; the report is still written first.
 */
export function validationFindings(options: SynthOptions = {}): Finding[] {
  const app = new App({ context: appContext(options) });
  const built = buildMarketplaceApp(app, { nag: true });
  options.beforeSynth?.(built);
  try {
    app.synth();
  } catch (error) {
    if (!String(error).includes('ValidationFailed')) throw error;
  }
  const report = JSON.parse(
    fs.readFileSync(path.join(app.outdir, 'validation-report.json'), 'utf8'),
  ) as ValidationReport;
  return report.pluginReports.flatMap((plugin) =>
    plugin.violations.map((violation) => ({
      plugin: plugin.pluginName,
      rule: violation.ruleName,
      severity: violation.severity,
      paths: (violation.violatingConstructs ?? []).map((c) => c.constructPath),
    })),
  );
}

export type ResourceMap = Record<string, { Properties: Record<string, unknown> }>;

export function resourcesOf(template: Template, type: string): ResourceMap {
  return template.findResources(type) as ResourceMap;
}
