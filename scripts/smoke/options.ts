import { isLoopback, type SmokeTarget } from './target';

export const USAGE = `Usage: npm run smoke -- --url https://SITE [--email tester@your-domain]

Checks a deployed shop (or the local one) from outside, one line per check; exits 1 if any fails.
  --url URL      the site's address (CloudFront's domain or yours; /api is under it)
  --email EMAIL  the test user (role test_user) that signs in; default $SMOKE_EMAIL
The test user's password is read from $SMOKE_PASSWORD only, so it stays out of the shell's
history and the process list.`;

export class UsageError extends Error {}

/** The target from the command line and the environment, or a UsageError saying what is missing. */
export function parseSmokeOptions(argv: readonly string[], env: NodeJS.ProcessEnv): SmokeTarget {
  const values = new Map<string, string>();
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? '';
    const [flag, inline] = arg.split(/=(.*)/s, 2);
    if (flag !== '--url' && flag !== '--email') throw new UsageError(`Unknown option ${arg}`);
    const value = inline ?? argv[(index += 1)];
    if (!value || value.startsWith('--')) throw new UsageError(`${flag} needs a value`);
    values.set(flag, value);
  }
  const rawUrl = values.get('--url');
  const email = values.get('--email') ?? env.SMOKE_EMAIL;
  const password = env.SMOKE_PASSWORD;
  const missing = [
    !rawUrl && '--url',
    !email && '--email (or SMOKE_EMAIL)',
    !password && 'SMOKE_PASSWORD',
  ].filter(Boolean);
  if (missing.length) throw new UsageError(`Missing ${missing.join(', ')}`);
  let site: URL;
  try {
    site = new URL(rawUrl ?? '');
  } catch {
    throw new UsageError(`--url ${rawUrl} is not a URL`);
  }
  if (site.protocol !== 'https:' && site.protocol !== 'http:') {
    throw new UsageError('--url must be an http(s) address');
  }
  return {
    site: new URL('/', site),
    email: email ?? '',
    password: password ?? '',
    local: isLoopback(site),
  };
}
