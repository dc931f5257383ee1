/**
 * Real esbuild bundling (as `cdk synth`/`deploy` does it, locally, no Docker) of every function
 * group entry and the Cognito trigger, and a load check of each bundle.
 */
import * as fs from 'node:fs';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import { FUNCTION_GROUPS } from '../../lambdas/routes';
import { BUNDLE_BUDGET_BYTES, STRIPE_GROUPS } from '../../lib/bundling/bundle-budget';
import { lambdaBundles, type LambdaBundle } from '../../lib/bundling/bundle-sizes';
import { REPO_ROOT } from '../../lib/config';
import { POWERTOOLS_LAYER_PARAMETER, POWERTOOLS_VERSION } from '../../lib/constructs/node-function';
import { PAYOUTS_WORKER_DESCRIPTION } from '../../lib/constructs/payouts';
import { REREAD_JOB_DESCRIPTION } from '../../lib/constructs/jobs';
import { synthesize, type Synthesized } from './synth';

let bundled: Synthesized;

beforeAll(() => {
  bundled = synthesize({ env: 'dev', bundle: true });
});

function bundleOf(description: string): string {
  const functions = bundled.template.findResources('AWS::Lambda::Function', {
    Properties: { Description: description },
  }) as Record<string, { Properties: { Code: { S3Key: string } } }>;
  const [fn] = Object.values(functions);
  if (!fn) throw new Error(`No function described "${description}"`);
  const hash = fn.Properties.Code.S3Key.replace(/\.zip$/, '');
  return path.join(bundled.assemblyDir, `asset.${hash}`);
}

/**
 * Evaluates a CommonJS bundle with the repo's node_modules standing in for the runtime's SDK;
 * its own files (JSON data shipped beside index.js) are read from the bundle's folder.
 */
function load(bundleDir: string): Record<string, unknown> {
  const code = fs.readFileSync(path.join(bundleDir, 'index.js'), 'utf8');
  const module = { exports: {} as Record<string, unknown> };
  const requireFromRepo = createRequire(path.join(REPO_ROOT, 'package.json'));
  const requireFromBundle = createRequire(path.join(bundleDir, 'index.js'));
  const bundleRequire = (id: string): unknown =>
    id.startsWith('./') ? requireFromBundle(id) : requireFromRepo(id);
  new Function('module', 'exports', 'require', code)(module, module.exports, bundleRequire);
  return module.exports;
}

const entries = [
  ...FUNCTION_GROUPS.map((group) => [`group ${group}`, `API function group ${group}`] as const),
  ['CustomMessage trigger', 'Cognito CustomMessage trigger: verification and recovery links'],
] as const;

describe.each(entries)('%s', (_name, description) => {
  test('is bundled minified with a source map, AWS SDK left to the runtime', () => {
    const dir = bundleOf(description);
    const code = fs.readFileSync(path.join(dir, 'index.js'), 'utf8');
    expect(fs.existsSync(path.join(dir, 'index.js.map'))).toBe(true);
    // Minified: long lines (an unminified bundle averages well under 100 characters a line).
    expect(code.length / code.split('\n').length).toBeGreaterThan(300);
    // Every @aws-sdk mention is an external require, never an inlined copy of the SDK.
    const mentions = code.match(/@aws-sdk\/[a-z0-9-]+(?![a-z0-9-]|":")/g) ?? [];
    const requires = code.match(/require\("@aws-sdk\/[a-z0-9-]+"\)/g) ?? [];
    expect(mentions.length).toBe(requires.length);
    // Powertools and the X-Ray SDK come from AWS's layer, never from the bundle.
    const powertools = code.match(/@aws-lambda-powertools\/[a-z]+(?![a-z-])/g) ?? [];
    const fromLayer = code.match(/require\("@aws-lambda-powertools\/[a-z/]+"\)/g) ?? [];
    expect(powertools.length).toBe(fromLayer.length);
    expect(code).not.toContain('aws-xray-sdk-core');
    expect(code.length).toBeLessThan(2_000_000);
  });

  test('runs with the Powertools layer of the installed version', () => {
    const functions = bundled.template.findResources('AWS::Lambda::Function', {
      Properties: { Description: description },
    }) as Record<string, { Properties: { Layers?: unknown[] } }>;
    const [fn] = Object.values(functions);
    expect(fn?.Properties.Layers).toHaveLength(1);
    const parameters = bundled.template.toJSON() as {
      Parameters?: Record<string, { Default?: string }>;
    };
    const defaults = Object.values(parameters.Parameters ?? {}).map((p) => p.Default);
    expect(defaults).toContain(POWERTOOLS_LAYER_PARAMETER);
  });

  test('loads and exports a handler function', () => {
    expect(typeof load(bundleOf(description))['handler']).toBe('function');
  });
});

describe('Powertools utilities', () => {
  const NOTIFY_JOB =
    'Update notifications: e-mails the buyers of a new version and the notify-me list, in batches';
  /** Text of the packages' own code, which an inlined copy would carry. */
  const INLINED = {
    parameters: 'awsSdkV3Client is not an AWS SDK v3 client',
    batch: 'powertools.batch.records',
  };

  test('every Powertools package is pinned to the version of the layer the functions run with', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const pinned = Object.entries(manifest.dependencies).filter(([name]) =>
      name.startsWith('@aws-lambda-powertools/'),
    );
    expect(pinned.map(([name]) => name)).toEqual(
      expect.arrayContaining(['@aws-lambda-powertools/parameters', '@aws-lambda-powertools/batch']),
    );
    for (const [name, range] of pinned) {
      expect(`${name}@${range}`).toBe(`${name}@${POWERTOOLS_VERSION}`);
      // Read from the folder: not every package exports its package.json.
      const installed = JSON.parse(
        fs.readFileSync(path.join(REPO_ROOT, 'node_modules', name, 'package.json'), 'utf8'),
      ) as { version: string };
      expect(`${name}@${installed.version}`).toBe(`${name}@${POWERTOOLS_VERSION}`);
    }
  });

  test("the API groups read secrets with the layer's parameters utility", () => {
    for (const group of FUNCTION_GROUPS) {
      const code = fs.readFileSync(
        path.join(bundleOf(`API function group ${group}`), 'index.js'),
        'utf8',
      );
      expect(code).toContain('require("@aws-lambda-powertools/parameters/secrets")');
      expect(code).not.toContain(INLINED.parameters);
    }
  });

  test("the notification job's partial batch response comes from the layer's batch utility", () => {
    const code = fs.readFileSync(path.join(bundleOf(NOTIFY_JOB), 'index.js'), 'utf8');
    expect(code).toContain('require("@aws-lambda-powertools/batch")');
    expect(code).not.toContain(INLINED.batch);
    expect(typeof load(bundleOf(NOTIFY_JOB))['handler']).toBe('function');
  });
});

describe('bundle budgets', () => {
  let bundles: LambdaBundle[];
  beforeAll(() => {
    bundles = lambdaBundles(
      bundled.template.toJSON() as Parameters<typeof lambdaBundles>[0],
      bundled.assemblyDir,
    );
  });

  test('every function of the stack is measured (groups, trigger, jobs)', () => {
    const described = bundles.map((bundle) => bundle.description);
    for (const [, description] of entries) expect(described).toContain(description);
    expect(bundles.length).toBeGreaterThanOrEqual(entries.length + 2);
  });

  test('each minified index.js fits the one budget, the Stripe groups included', () => {
    for (const bundle of bundles) expect(bundle.budgetBytes).toBe(BUNDLE_BUDGET_BYTES);
    const over = bundles
      .filter((bundle) => bundle.bytes > bundle.budgetBytes)
      .map((bundle) => `${bundle.description}: ${bundle.bytes} > ${bundle.budgetBytes} bytes`);
    expect(over).toEqual([]);
  });

  test('the n8n node catalogue ships as JSON beside the automation readers only, not as code', () => {
    const withCatalogue = bundles.filter((bundle) =>
      fs
        .readdirSync(path.dirname(bundle.file))
        .some((file) => file.startsWith('n8n-node-catalogue')),
    );
    // Upload confirmation and the re-read of stored files: the two that read automation files.
    expect(withCatalogue.map((bundle) => bundle.description).sort()).toEqual([
      'API function group manage-files',
      REREAD_JOB_DESCRIPTION,
    ]);
    for (const reader of withCatalogue) {
      const code = fs.readFileSync(reader.file, 'utf8');
      // A node type the catalogue names, which an inlined copy would carry in the code.
      expect(code).not.toContain('n8n-nodes-base.googleSheets');
      expect(code).toMatch(/require\("\.\/n8n-node-catalogue-[A-Z0-9]+\.json"\)/);
    }
  });

  test('only the groups that call Stripe bundle its SDK', () => {
    const withStripe = bundles.filter((bundle) => bundle.containsStripe);
    expect(withStripe.map((bundle) => bundle.description).sort()).toEqual(
      [
        ...STRIPE_GROUPS.map((group) => `API function group ${group}`),
        PAYOUTS_WORKER_DESCRIPTION,
      ].sort(),
    );
  });

  test('the Stripe bundles keep only the SDK resources they call', () => {
    // Each resource class carries its API paths; a cut one leaves none behind, a kept one does.
    const payouts = ['API function group payouts', PAYOUTS_WORKER_DESCRIPTION];
    const connect = ['/v1/accounts', '/v1/account_links', '/v1/payment_intents', '/v1/transfers'];
    // Payments: Checkout, refunds, invoices, the catalogue's Stripe Products, and transfers
    // (a refund takes sellers' shares back).
    const payments = [
      '/v1/checkout/sessions',
      '/v1/refunds',
      '/v1/invoices',
      '/v1/products',
      '/v1/transfers',
    ];
    // Discount codes: coupons, promotion codes and the Stripe Products they name.
    const discounts = ['/v1/coupons', '/v1/promotion_codes', '/v1/products'];
    const everyKind = [...new Set([...connect, ...payments, ...discounts])];
    for (const bundle of bundles.filter((candidate) => candidate.containsStripe)) {
      const code = fs.readFileSync(bundle.file, 'utf8');
      const kept = payouts.includes(bundle.description)
        ? connect
        : bundle.description === 'API function group discounts'
          ? discounts
          : payments;
      const cut = everyKind.filter((path) => !kept.includes(path));
      for (const path of kept)
        expect({ path, kept: code.includes(path) }).toEqual({ path, kept: true });
      for (const path of [
        ...cut,
        '/v1/customers',
        '/v1/subscriptions',
        '/v1/issuing/cards',
        '/v1/quotes',
      ]) {
        expect({ path, kept: code.includes(path) }).toEqual({ path, kept: false });
      }
      expect(code).toContain('is not bundled: add it to BUNDLED_STRIPE_RESOURCES');
    }
  });

  test("zod's translated locales and JSON Schema conversion stay out of every bundle", () => {
    // A phrase from zod's German locale; the English one is the only one we answer with.
    for (const bundle of bundles) {
      expect(fs.readFileSync(bundle.file, 'utf8')).not.toContain('Ungültige Eingabe');
    }
    // A message of zod's JSON Schema converter; the Lambdas validate, they never convert.
    for (const bundle of bundles) {
      expect(fs.readFileSync(bundle.file, 'utf8')).not.toContain('cannot be represented in JSON');
    }
  });

  test("Stripe's v2 event notification handler stays out of the Stripe bundles", () => {
    // An event type only that handler lists; the webhook takes v1 events.
    for (const bundle of bundles.filter((candidate) => candidate.containsStripe)) {
      expect(fs.readFileSync(bundle.file, 'utf8')).not.toContain('v1.account.application');
    }
  });
});
