import { Refusal } from './errors';

/**
 * `npm run deploy -- --env NAME [--stripe] [--bootstrap] [--yes-production] [--overrides JSON]`
 * and `npm run deploy -- stripe --env NAME [--yes-production]` (Stripe only, after a deploy).
 */
export interface DeployArgs {
  command: 'deploy' | 'stripe' | 'help';
  env: string;
  /** After the deploy, connect Stripe (webhook endpoints and secrets) with STRIPE_SECRET_KEY. */
  stripe: boolean;
  /** Run `cdk bootstrap` where it is missing instead of refusing. */
  bootstrap: boolean;
  /** The explicit confirmation a production environment needs. */
  yesProduction: boolean;
  /** Settings laid over the environment, as `-c overrides='{...}'` (a JSON object). */
  overrides?: string;
}

export const USAGE = [
  'usage: npm run deploy -- --env NAME [--stripe] [--bootstrap] [--yes-production] [--overrides JSON]',
  '       npm run deploy -- stripe --env NAME [--yes-production]',
  '',
  '  --env NAME         an environment of cdk.json context.environments (dev, staging, prod)',
  '  --stripe           after deploying, create or update the Stripe webhook endpoints and store',
  '                     their signing secrets (needs STRIPE_SECRET_KEY in the environment)',
  '  --bootstrap        run `cdk bootstrap` where the target regions are not bootstrapped yet',
  '  --yes-production   required for production (prod, or any environment with stripeMode live)',
  '  --overrides JSON   settings laid over the environment, e.g. \'{"alarmEmail":"ops@shop.com"}\'',
  '  stripe             only connect Stripe, reading the outputs of the last deploy',
].join('\n');

const FLAGS = {
  '--stripe': 'stripe',
  '--bootstrap': 'bootstrap',
  '--yes-production': 'yesProduction',
} as const;

export function parseArgs(argv: readonly string[]): DeployArgs {
  const args: Omit<DeployArgs, 'env'> & { env?: string } = {
    command: 'deploy',
    stripe: false,
    bootstrap: false,
    yesProduction: false,
  };
  const rest = [...argv];
  if (rest[0] === 'stripe' || rest[0] === 'deploy') {
    args.command = rest.shift() === 'stripe' ? 'stripe' : 'deploy';
  }
  while (rest.length) {
    const arg = rest.shift() ?? '';
    const [name, inline] = arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s) : [arg];
    const value = () => {
      const next = inline ?? rest.shift();
      if (next === undefined || next === '' || (inline === undefined && next.startsWith('--'))) {
        throw new Refusal(`${name} needs a value\n\n${USAGE}`);
      }
      return next;
    };
    if (name === '--help' || name === '-h') return { ...args, command: 'help', env: '' };
    else if (name === '--env') args.env = value();
    else if (name === '--overrides') args.overrides = value();
    else if (name && name in FLAGS) args[FLAGS[name as keyof typeof FLAGS]] = true;
    else throw new Refusal(`Unknown argument: ${arg}\n\n${USAGE}`);
  }
  if (!args.env) {
    throw new Refusal(`Which environment? Add --env NAME (e.g. --env dev)\n\n${USAGE}`);
  }
  if (args.command === 'stripe' && (args.stripe || args.bootstrap)) {
    throw new Refusal(`The stripe command connects Stripe only: drop --stripe and --bootstrap`);
  }
  return { ...args, env: args.env };
}
