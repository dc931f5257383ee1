/**
 * The Stripe SDK as the Lambdas bundle it (an esbuild alias for `stripe` in
 * lib/constructs/node-function.ts; the integration suites map `stripe` to the same module). The
 * SDK's client constructor instantiates every API resource it knows, well over a hundred, so a
 * bundler cannot drop any of them: about 200 KB of the 240 KB the SDK adds to a bundle. This
 * rewrites the SDK's Node entry so the client keeps only BUNDLED_STRIPE_RESOURCES; every other
 * member becomes a getter that throws, naming the list to extend. Everything else (requests,
 * retries, errors, webhook signatures) is the SDK's own code, unchanged.
 *
 * The rewrite checks the shape it expects and throws when the SDK's layout changes, so an
 * upgrade fails the synth instead of shipping a client that lost a resource.
 */
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { buildSync } from 'esbuild';
import { BUNDLED_STRIPE_RESOURCES } from '../../lambdas/infra/stripe-resources';
import { REPO_ROOT } from '../config';

const STRIPE_DIR = path.join(REPO_ROOT, 'node_modules', 'stripe');
const STRIPE_ESM_DIR = path.join(STRIPE_DIR, 'esm');
const STRIPE_NODE_ENTRY = path.join(STRIPE_ESM_DIR, 'stripe.esm.node.js');

/** Fewer cut resources than this means the constructor no longer looks the way we expect. */
const MIN_CUT_RESOURCES = 50;

/** `this.accounts = new AccountResource(this);` in the client's constructor. */
const INSTANTIATION = /^([ \t]*)this\.(\w+) = new (\w+)\(this\);$/gm;
/** `this.account = this.accounts;`: an alias of another member. */
const MEMBER_ALIAS = /^([ \t]*)this\.(\w+) = this\.(\w+);$/gm;
/** `import { AccountResource, } from './resources/Accounts.js';` (or from './resources.js'). */
const RESOURCE_IMPORT = /^import \{ (\w+),? \} from '\.\/resources(?:\/[\w/]+)?\.js';\n/gm;
const RESOURCES_NAMESPACE_IMPORT = "import * as resources from './resources.js';";
/**
 * The handler of Stripe's v2 "thin" event notifications (about 13 KB minified): our webhook
 * takes v1 snapshot events through `webhooks.constructEvent`, so the client's two methods that
 * build the handler throw instead.
 */
const NOTIFICATION_HANDLER_IMPORT =
  /^import \{ StripeEventNotificationHandler,? \} from '\.\/StripeEventNotificationHandler\.js';\n/m;
const NOTIFICATION_HANDLER_USE = /\bStripeEventNotificationHandler\b(?:\.withoutVerification)?\(/g;

const CUT_RESOURCE_HELPER = `
function cutStripeResource(client, name) {
  Object.defineProperty(client, name, {
    configurable: true,
    enumerable: false,
    get() {
      throw new Error('The Stripe resource "' + name + '" is not bundled: add it to BUNDLED_STRIPE_RESOURCES in lambdas/infra/stripe-resources.ts');
    },
  });
}
function cutNotificationHandler() {
  throw new Error('Stripe event notification handlers (v2 thin events) are not bundled: see lib/bundling/trimmed-stripe.ts');
}
`;

export interface TrimmedStripeSource {
  code: string;
  kept: string[];
  cut: string[];
}

/** The SDK's Node entry with only `keep` left on the client (exported for its unit test). */
export function trimStripeEntry(
  source: string,
  keep: readonly string[] = BUNDLED_STRIPE_RESOURCES,
): TrimmedStripeSource {
  const classOf = new Map<string, string>();
  for (const [, , member, className] of source.matchAll(INSTANTIATION)) {
    classOf.set(member!, className!);
  }
  const missing = keep.filter((member) => !classOf.has(member));
  if (missing.length > 0) {
    throw new Error(`The Stripe SDK's client has no resource ${missing.join(', ')} to keep`);
  }
  const cut = [...classOf.keys()].filter((member) => !keep.includes(member));
  if (cut.length < MIN_CUT_RESOURCES) {
    throw new Error(
      `The Stripe SDK's entry changed shape: only ${cut.length} resources found to cut`,
    );
  }
  const cutClasses = new Set(cut.map((member) => classOf.get(member)!));
  const keptClasses = new Set(keep.map((member) => classOf.get(member)!));

  let code = source
    .replace(INSTANTIATION, (line, indent: string, member: string) =>
      cut.includes(member) ? `${indent}cutStripeResource(this, '${member}');` : line,
    )
    .replace(MEMBER_ALIAS, (line, indent: string, member: string, target: string) =>
      cut.includes(target) ? `${indent}cutStripeResource(this, '${member}');` : line,
    )
    .replace(RESOURCE_IMPORT, (line, className: string) =>
      cutClasses.has(className) && !keptClasses.has(className) ? '' : line,
    );
  if (!code.includes(RESOURCES_NAMESPACE_IMPORT)) {
    throw new Error("The Stripe SDK's entry no longer imports its resources namespace");
  }
  // `Stripe.resources` (every resource class, for extending the SDK) is not used by our code.
  code = code.replace(RESOURCES_NAMESPACE_IMPORT, 'const resources = {};');
  if (!NOTIFICATION_HANDLER_IMPORT.test(code)) {
    throw new Error("The Stripe SDK's entry no longer imports its event notification handler");
  }
  code = code
    .replace(NOTIFICATION_HANDLER_IMPORT, '')
    .replace(NOTIFICATION_HANDLER_USE, 'cutNotificationHandler(');
  if (/\bStripeEventNotificationHandler\b/.test(code)) {
    throw new Error('The trimmed Stripe entry still refers to StripeEventNotificationHandler');
  }
  for (const className of cutClasses) {
    if (new RegExp(`\\b${className}\\b`).test(code)) {
      throw new Error(`The trimmed Stripe entry still refers to ${className}`);
    }
  }
  return { code: `${code}\n${CUT_RESOURCE_HELPER}`, kept: [...keep], cut };
}

function stripeVersion(): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(STRIPE_DIR, 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

/**
 * Writes the trimmed SDK as one CommonJS file, keeping `keep` (every resource we call by
 * default; a bundle passes its own STRIPE_BUNDLES list), once per SDK version and resource list; the
 * name carries a hash of its source, so concurrent synths and test runs share it safely) and
 * returns its path.
 */
export function trimmedStripeModule(keep: readonly string[] = BUNDLED_STRIPE_RESOURCES): string {
  const { code } = trimStripeEntry(fs.readFileSync(STRIPE_NODE_ENTRY, 'utf8'), keep);
  const hash = createHash('sha256')
    .update(`${stripeVersion()}\n${code}`)
    .digest('hex')
    .slice(0, 16);
  const file = path.join(os.tmpdir(), 'automation-marketplace-bundling', `stripe-${hash}.cjs`);
  if (fs.existsSync(file)) return file;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  buildSync({
    stdin: { contents: code, resolveDir: STRIPE_ESM_DIR, sourcefile: 'stripe.esm.node.js' },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node24',
    outfile: partial,
    logLevel: 'silent',
  });
  fs.renameSync(partial, file);
  return file;
}
