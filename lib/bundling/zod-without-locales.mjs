/**
 * What the Lambdas get for `import { z } from 'zod'` (an esbuild alias in
 * lib/constructs/node-function.ts). zod's own entry puts every translated error locale (about
 * 260 KB minified) and the JSON Schema importer on the `z` namespace object, and a bundler
 * cannot drop members of a namespace object that code uses. This one builds `z` from the same
 * modules without them; English messages are the default and the only ones we answer with.
 * Paths are relative because zod's package exports do not expose these modules.
 */
import * as z from './zod-classic-api.mjs';

export * from './zod-classic-api.mjs';
export { z, z as default };
