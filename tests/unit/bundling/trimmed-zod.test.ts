import { createRequire } from 'node:module';
import * as path from 'node:path';
import { buildSync } from 'esbuild';
import type { z as zod } from 'zod';
import * as checkoutContracts from '../../../lambdas/contracts/checkout';
import * as productContracts from '../../../lambdas/contracts/manage/products';
import { REPO_ROOT } from '../../../lib/config';
import {
  exportedNames,
  stubModule,
  trimmedZodModule,
  ZOD_JSON_SCHEMA_CUT_MESSAGE,
} from '../../../lib/bundling/trimmed-zod';

/**
 * The zod the Lambdas bundle (lib/bundling/trimmed-zod.ts): the same contracts, bundled with it
 * as the Lambdas are, accept and refuse the same inputs with the same issues and messages as
 * with zod itself; only the JSON Schema conversion is gone, and says so.
 */

/** Bundles `source` with `zod` aliased to the trimmed copy, as lib/constructs/node-function.ts does. */
function bundled<T>(source: string): T {
  const result = buildSync({
    stdin: { contents: source, resolveDir: REPO_ROOT, loader: 'ts', sourcefile: 'entry.ts' },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node24',
    write: false,
    alias: { zod: trimmedZodModule() },
    logLevel: 'silent',
  });
  const module = { exports: {} as T };
  const requireFromRepo = createRequire(path.join(REPO_ROOT, 'package.json'));
  new Function('module', 'exports', 'require', result.outputFiles[0]!.text)(
    module,
    module.exports,
    requireFromRepo,
  );
  return module.exports;
}

type Contracts = { checkout: typeof checkoutContracts; products: typeof productContracts };
let trimmed: Contracts;
let z: typeof zod;

beforeAll(() => {
  ({ trimmed, z } = bundled<{ trimmed: Contracts; z: typeof zod }>(`
    import * as checkout from './lambdas/contracts/checkout';
    import * as products from './lambdas/contracts/manage/products';
    import { z } from 'zod';
    export const trimmed = { checkout, products };
    export { z };
  `));
});

/** What a parse gives back, comparable across two copies of zod. */
function outcome(result: { success: boolean; data?: unknown; error?: { issues: unknown[] } }) {
  return result.success
    ? { success: true, data: result.data }
    : { success: false, issues: JSON.parse(JSON.stringify(result.error!.issues)) as unknown };
}

const cartInputs: unknown[] = [
  { items: [{ id: 'prod-1' }] },
  { items: [] },
  { items: [{ id: 'prod-1', price: 'free' }], currency: 'eur' },
  { items: Array.from({ length: 51 }, (_, index) => ({ id: `p${index}` })) },
  { items: [{ id: 'prod-1' }], email: 'not-an-email', fullName: `  ${'x'.repeat(201)}  ` },
  { items: [{ id: 'prod-1' }], email: 'buyer@example.com', fullName: '  Ann  ' },
  'not an object',
  null,
];

describe('the bundled contracts validate as with zod itself', () => {
  test.each(cartInputs.map((input) => [JSON.stringify(input)?.slice(0, 60), input]))(
    'checkout bodies: %s',
    (_name, input) => {
      for (const schema of ['createPaymentBody', 'createPaymentUniversalBody'] as const) {
        const expected = outcome(checkoutContracts[schema].safeParse(input));
        expect(outcome(trimmed.checkout[schema].safeParse(input))).toEqual(expected);
      }
    },
  );

  test('product bodies, with their own messages', () => {
    const inputs: unknown[] = [
      {},
      { name: '', price: -1, platform: 'nope', revision: 1.5 },
      { revision: 0, name: 'x'.repeat(10_000) },
    ];
    for (const input of inputs) {
      const expected = outcome(productContracts.updateProductBody.safeParse(input));
      expect(expected.success).toBe(false);
      expect(outcome(trimmed.products.updateProductBody.safeParse(input))).toEqual(expected);
    }
  });
});

describe('the JSON Schema conversion', () => {
  test('throws, naming the file, instead of converting', () => {
    const schema = z.object({ name: z.string() });
    expect(() => schema.toJSONSchema()).toThrow(ZOD_JSON_SCHEMA_CUT_MESSAGE);
    expect(() => z.toJSONSchema(schema)).toThrow(ZOD_JSON_SCHEMA_CUT_MESSAGE);
  });

  test('stubs export every name the module did, aliases included', () => {
    const source = [
      'export function initializeContext(params) {}',
      'export const createToJSONSchemaMethod = (schema) => (params) => {};',
      'export { processSchema as process };',
    ].join('\n');
    expect(exportedNames(source, 'x.js')).toEqual([
      'initializeContext',
      'createToJSONSchemaMethod',
      'process',
    ]);
    const stub = stubModule(source, 'x.js');
    expect(stub).toContain('export const createToJSONSchemaMethod = () => cut;');
    expect(stub).toContain('export const process = cut;');
    expect(() => stubModule('const nothing = 1;', 'x.js')).toThrow('exports nothing');
  });
});
