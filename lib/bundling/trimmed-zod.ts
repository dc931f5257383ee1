/**
 * zod as the Lambdas bundle it (an esbuild alias for `zod` in lib/constructs/node-function.ts):
 * the classic API without the translated locales (lib/bundling/zod-without-locales.mjs) and
 * without the JSON Schema conversion. Since zod 4.2 every classic schema carries a
 * `toJSONSchema` method and a JSON Schema processor, so a bundler keeps the whole converter
 * (about 20 KB minified) although no Lambda converts a schema. A bundler cannot drop a
 * relative import, so this copies zod's ESM modules beside an entry of ours and replaces the
 * two converter modules with stubs that throw when called. Parsing, messages and every other
 * module are zod's own, unchanged.
 */
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { REPO_ROOT } from '../config';

const ZOD_DIR = path.join(REPO_ROOT, 'node_modules', 'zod');
const BUNDLING_DIR = path.join(REPO_ROOT, 'lib', 'bundling');
/**
 * zod's module folders the entry reaches, relative to the package (core re-exports the locales'
 * namespace, so they are copied too; nothing reads it, so none is bundled).
 */
const COPIED_DIRS = ['v4/core', 'v4/classic', 'v4/locales'];
/** Our entry (zod-without-locales.mjs) and the API it re-exports, which import zod by path. */
const ENTRY_FILES = ['zod-without-locales.mjs', 'zod-classic-api.mjs'];
const ZOD_PATH_IN_ENTRY = '../../node_modules/zod/';

/** The JSON Schema converter's modules, replaced by stubs. */
export const STUBBED_ZOD_MODULES = [
  'v4/core/to-json-schema.js',
  'v4/core/json-schema-processors.js',
];
export const ZOD_JSON_SCHEMA_CUT_MESSAGE =
  "zod's JSON Schema conversion is not bundled in the Lambdas: see lib/bundling/trimmed-zod.ts";

/** `export function name(`, `export const name =` and `export { a as b }`. */
const EXPORT_DECLARATION = /^export (?:function|const|let|class) (\w+)/gm;
const EXPORT_LIST = /^export \{([^}]*)\}/gm;

/** Every name a module exports (throws when it finds none: the layout changed). */
export function exportedNames(source: string, file: string): string[] {
  const names = [...source.matchAll(EXPORT_DECLARATION)].map((match) => match[1]!);
  for (const [, list] of source.matchAll(EXPORT_LIST)) {
    for (const item of list!.split(',')) {
      const name = item.trim().split(/\s+as\s+/)[1] ?? item.trim();
      if (name) names.push(name);
    }
  }
  if (names.length === 0) throw new Error(`zod's ${file} exports nothing we recognise`);
  return [...new Set(names)];
}

/**
 * A module exporting the same names as `source`, each a function that throws. Schemas call the
 * two `create...Method` factories when they are built, so those return a throwing method instead.
 */
export function stubModule(source: string, file: string): string {
  const lines = [
    `const cut = () => { throw new Error(${JSON.stringify(ZOD_JSON_SCHEMA_CUT_MESSAGE)}); };`,
    ...exportedNames(source, file).map((name) =>
      /^create\w*Method$/.test(name)
        ? `export const ${name} = () => cut;`
        : `export const ${name} = cut;`,
    ),
  ];
  return `${lines.join('\n')}\n`;
}

function zodVersion(): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(ZOD_DIR, 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

function writeCopy(dir: string, stubs: Map<string, string>, entries: Map<string, string>): void {
  for (const relative of COPIED_DIRS) {
    fs.mkdirSync(path.join(dir, relative), { recursive: true });
    for (const name of fs.readdirSync(path.join(ZOD_DIR, relative))) {
      if (name.endsWith('.js')) {
        fs.copyFileSync(path.join(ZOD_DIR, relative, name), path.join(dir, relative, name));
      }
    }
  }
  for (const [relative, code] of stubs) fs.writeFileSync(path.join(dir, relative), code);
  for (const [name, code] of entries) fs.writeFileSync(path.join(dir, name), code);
  // ESM, and every module free of side effects (as zod declares, bar its compile helper).
  fs.writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ type: 'module', sideEffects: false }),
  );
}

/**
 * Writes the copy once per zod version and entry (the folder's name carries a hash of both, so
 * concurrent synths and test runs share it safely) and returns the path of its entry.
 */
export function trimmedZodModule(): string {
  const stubs = new Map(
    STUBBED_ZOD_MODULES.map((relative) => [
      relative,
      stubModule(fs.readFileSync(path.join(ZOD_DIR, relative), 'utf8'), relative),
    ]),
  );
  const entries = new Map(
    ENTRY_FILES.map((name) => {
      const source = fs.readFileSync(path.join(BUNDLING_DIR, name), 'utf8');
      if (name !== ENTRY_FILES[0] && !source.includes(ZOD_PATH_IN_ENTRY)) {
        throw new Error(`${name} no longer imports zod from ${ZOD_PATH_IN_ENTRY}`);
      }
      return [name, source.split(ZOD_PATH_IN_ENTRY).join('./')];
    }),
  );
  const hash = createHash('sha256')
    .update([zodVersion(), ...stubs.values(), ...entries.values()].join('\n'))
    .digest('hex')
    .slice(0, 16);
  const dir = path.join(os.tmpdir(), 'automation-marketplace-bundling', `zod-${hash}`);
  const entry = path.join(dir, ENTRY_FILES[0]!);
  if (fs.existsSync(entry)) return entry;
  const partial = `${dir}.${process.pid}.tmp`;
  fs.rmSync(partial, { recursive: true, force: true });
  writeCopy(partial, stubs, entries);
  try {
    fs.renameSync(partial, dir);
  } catch (error) {
    // Another process finished the same copy first: use theirs.
    fs.rmSync(partial, { recursive: true, force: true });
    if (!fs.existsSync(entry)) throw error;
  }
  return entry;
}
