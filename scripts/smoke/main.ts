/** `npm run smoke -- --url URL`: the post-deploy check (see options.ts for the arguments). */
import { USAGE, UsageError, parseSmokeOptions } from './options';
import { formatResult, runSmoke, summary } from './runner';

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  let target;
  try {
    target = parseSmokeOptions(argv, process.env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  console.log(`Smoke checks against ${target.site.origin} as ${target.email}`);
  const results = await runSmoke(target, (result) => console.log(formatResult(result)));
  console.log(summary(results));
  return results.some((result) => result.outcome === 'fail') ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Smoke run crashed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
