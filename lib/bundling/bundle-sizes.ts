import * as fs from 'node:fs';
import * as path from 'node:path';
import { BUNDLE_BUDGET_BYTES, STRIPE_SDK_MARKER } from './bundle-budget';

export interface LambdaBundle {
  description: string;
  /** The minified `index.js` in the cloud assembly. */
  file: string;
  bytes: number;
  budgetBytes: number;
  containsStripe: boolean;
}

interface FunctionResource {
  Type: string;
  Properties: {
    Description?: string;
    Code?: { S3Key?: unknown };
    Environment?: { Variables?: Record<string, unknown> };
  };
}

/**
 * Every function of ours in a synthesised (bundled) template with its bundle's size. Ours are
 * the NodeFunctions: the only ones started with `--enable-source-maps`; CDK's own custom
 * resource handlers are left out.
 */
export function lambdaBundles(
  template: { Resources?: Record<string, FunctionResource> },
  assemblyDir: string,
): LambdaBundle[] {
  return Object.values(template.Resources ?? {})
    .filter((resource) => resource.Type === 'AWS::Lambda::Function')
    .filter((resource) =>
      String(resource.Properties.Environment?.Variables?.['NODE_OPTIONS'] ?? '').includes(
        '--enable-source-maps',
      ),
    )
    .map((resource) => {
      const description = resource.Properties.Description ?? '(no description)';
      const key = resource.Properties.Code?.S3Key;
      if (typeof key !== 'string') throw new Error(`${description}: no bundled asset`);
      const file = path.join(assemblyDir, `asset.${key.replace(/\.zip$/, '')}`, 'index.js');
      const code = fs.readFileSync(file, 'utf8');
      return {
        description,
        file,
        bytes: Buffer.byteLength(code),
        budgetBytes: BUNDLE_BUDGET_BYTES,
        containsStripe: code.includes(STRIPE_SDK_MARKER),
      };
    })
    .sort((a, b) => a.description.localeCompare(b.description));
}
