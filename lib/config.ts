/**
 * Per-environment configuration, read from CDK context (`cdk.json` -> `context.environments`)
 * and validated with zod so a typo fails at synth time with a readable message instead of at
 * deploy time with a CloudFormation rollback.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Node } from 'constructs';
import { z } from 'zod';

/**
 * Where settings are read from: a construct's node, or anything that reads CDK context the same
 * way (the deploy tool validates cdk.json before it runs the CDK).
 */
export type ContextReader = Pick<Node, 'tryGetContext'>;

export const REPO_ROOT = path.resolve(__dirname, '..');
export const DEFAULT_ENV_NAME = 'dev';

/** Retention periods CloudWatch Logs accepts; anything else fails CloudFormation. */
const LOG_RETENTION_DAYS = [
  1, 3, 5, 7, 14, 30, 60, 90, 120, 150, 180, 365, 400, 545, 731, 1096, 1827, 2192, 2557, 2922, 3288,
  3653,
] as const;

const throttleSchema = z
  .object({ rateLimit: z.number().positive(), burstLimit: z.number().int().positive() })
  .strict();

const environmentSchema = z
  .object({
    /**
     * Prefix of physical names (stack, API, pool, files bucket); lower case and at most 30
     * characters so `{prefix}-files-{account}` stays a valid S3 bucket name.
     */
    namePrefix: z
      .string()
      .regex(/^[a-z][a-z0-9-]{1,28}[a-z0-9]$/, 'lower-case letters, digits, dashes; 3-30 long'),
    /** Pin account/region; otherwise the CLI's defaults (CDK_DEFAULT_ACCOUNT/REGION) apply. */
    account: z
      .string()
      .regex(/^\d{12}$/)
      .optional(),
    region: z
      .string()
      .regex(/^[a-z]{2}(-[a-z]+)+-\d$/)
      .optional(),
    /** Custom domain of the site; needs a certificate in us-east-1 (a CloudFront rule). */
    domainName: z
      .string()
      .regex(/^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)+$/)
      .optional(),
    certificateArn: z
      .string()
      .regex(/^arn:aws:acm:us-east-1:\d{12}:certificate\/[\w-]+$/, 'an ACM ARN in us-east-1')
      .optional(),
    adminEmail: z.email(),
    supportEmail: z.email(),
    /** Sender address of every email (SES identity). */
    mailFrom: z.email(),
    /**
     * Verify the whole domain in SES (DKIM records printed as outputs) instead of the single
     * mail-from address. Must be the domain of `mailFrom`.
     */
    mailFromDomain: z.string().optional(),
    /** test: every buyer pays with the Stripe test key; live: only `test_user` does. */
    stripeMode: z.enum(['test', 'live']),
    /** RETAIN + deletion protection for data (table, files bucket, user pool). */
    retainData: z.boolean(),
    /** Cognito Plus feature plan with threat protection (compromised-credential checks). */
    threatProtection: z.boolean().default(false),
    /** The debug panel's production-debug flag until an admin sets it (admin settings). */
    debugPanelDefault: z.boolean().default(false),
    /**
     * Stripe Tax in Checkout (automatic tax, the buyer's tax id) and prices labelled as
     * excluding tax. Only after registering where the shop must collect (docs/payments.md "Tax and
     * invoices").
     */
    stripeTax: z.boolean().default(false),
    /**
     * Checkout shows and charges the buyer's local currency (Stripe Adaptive Pricing) in the
     * buyer's language (`locale: 'auto'`); the shop keeps its USD figures (docs/payments.md).
     */
    adaptivePricing: z.boolean().default(false),
    /**
     * Send Cognito's own mails (verification, recovery) through SES instead of Cognito's
     * default sender (limited to a few mails a day). Only once the SES identity is verified:
     * Cognito refuses an unverified identity and the deployment fails.
     */
    cognitoEmailViaSes: z.boolean().default(false),
    logRetentionDays: z
      .number()
      .refine((days) => (LOG_RETENTION_DAYS as readonly number[]).includes(days), {
        message: `one of ${LOG_RETENTION_DAYS.join(', ')}`,
      })
      .default(30),
    /** Stage-wide API throttling (requests per second, burst). */
    apiThrottle: throttleSchema.default({ rateLimit: 50, burstLimit: 100 }),
    /**
     * Stripe's webhook route has its own API Gateway limit, so a flood on the shop's routes
     * cannot push paid orders' events into 429s (and the other way round).
     */
    webhookThrottle: throttleSchema.default({ rateLimit: 25, burstLimit: 50 }),
    /** Receives every alarm (SNS e-mail subscription; confirm the link AWS mails once). */
    alarmEmail: z.email().optional(),
    /** Powertools log level of every Lambda. */
    logLevel: z.enum(['DEBUG', 'INFO', 'WARN', 'ERROR']).default('INFO'),
    /**
     * AWS WAF on CloudFront: AWS's common rule set and a per-IP rate limit (requests per
     * 5 minutes, counted per viewer address). The web ACL lives in us-east-1 (CloudFront's
     * rule), in its own stack; see lib/edge-stack.ts.
     */
    waf: z
      .object({
        enabled: z.boolean(),
        ratePerIpPer5Minutes: z.number().int().min(100).max(2_000_000_000).default(1000),
      })
      .strict()
      .default({ enabled: false, ratePerIpPer5Minutes: 1000 }),
  })
  .strict()
  .refine((env) => Boolean(env.domainName) === Boolean(env.certificateArn), {
    message: 'domainName and certificateArn go together (both or neither)',
  })
  .refine((env) => !env.mailFromDomain || env.mailFrom.endsWith(`@${env.mailFromDomain}`), {
    message: 'mailFromDomain must be the domain of mailFrom',
  })
  .refine((env) => !env.waf.enabled || Boolean(env.region), {
    message:
      'waf.enabled needs "region": the web ACL lives in us-east-1 and the site stack reads it ' +
      'across regions, which needs both stacks pinned to a region',
    path: ['region'],
  });

/**
 * Environments that send real mail to real people: placeholder addresses (example.com, .org,
 * .net and their subdomains, reserved by RFC 2606) are refused there, so a deployment never
 * mails customers from, or alerts, an address nobody reads.
 */
export const REAL_MAIL_ENVIRONMENTS = ['staging', 'prod'] as const;
const PLACEHOLDER_DOMAIN = /@(?:[a-z0-9-]+\.)*example\.(?:com|org|net)$/i;

function placeholderProblems(envName: string, env: Partial<Record<string, unknown>>): string[] {
  if (!(REAL_MAIL_ENVIRONMENTS as readonly string[]).includes(envName)) return [];
  const problems: string[] = [];
  for (const field of ['adminEmail', 'supportEmail', 'mailFrom', 'alarmEmail']) {
    const address = env[field];
    if (typeof address === 'string' && PLACEHOLDER_DOMAIN.test(address)) {
      problems.push(`  - ${field}: ${address} is a placeholder; ${envName} needs a real address`);
    }
  }
  if (!env.alarmEmail) {
    problems.push(`  - alarmEmail: ${envName} needs someone to receive its alarms`);
  }
  return problems;
}

/** A configuration problem the operator fixes (printed without a stack trace by bin/app.ts). */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export type EnvironmentSettings = z.infer<typeof environmentSchema>;

export interface EnvironmentConfig extends EnvironmentSettings {
  /** Key under `context.environments`, e.g. `dev`. */
  envName: string;
  /** Whether `envName` came from the default rather than `-c env=...`. */
  envDefaulted: boolean;
}

function formatIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('\n');
}

/**
 * `-c overrides='{"alarmEmail":"ops@shop.example"}'`: settings laid over the chosen
 * environment without editing cdk.json (a JSON object, or a JSON string as the CLI passes it).
 */
function readOverrides(node: ContextReader): Record<string, unknown> {
  const value: unknown = node.tryGetContext('overrides');
  if (value === undefined || value === '') return {};
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value) as unknown;
    } catch {
      throw new ConfigError('Context "overrides" must be a JSON object of environment settings');
    }
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new ConfigError('Context "overrides" must be a JSON object of environment settings');
  }
  return parsed as Record<string, unknown>;
}

/** Reads `-c env=NAME` (default `dev`) and validates `context.environments[NAME]`. */
export function loadEnvironmentConfig(node: ContextReader): EnvironmentConfig {
  const requested: unknown = node.tryGetContext('env');
  const envName = requested === undefined || requested === '' ? DEFAULT_ENV_NAME : requested;
  if (typeof envName !== 'string') {
    throw new ConfigError(`Context "env" must be a string, e.g. -c env=${DEFAULT_ENV_NAME}`);
  }

  const environments: unknown = node.tryGetContext('environments');
  if (!environments || typeof environments !== 'object') {
    throw new ConfigError(
      'cdk.json is missing context.environments (per-environment configuration)',
    );
  }
  const known = Object.keys(environments);
  const raw = Object.hasOwn(environments, envName)
    ? (environments as Record<string, unknown>)[envName]
    : undefined;
  if (raw === undefined) {
    throw new ConfigError(
      `Unknown environment "${envName}". Choose one of: ${known.join(', ')} ` +
        `(defined in cdk.json context.environments), e.g. -c env=${known[0] ?? DEFAULT_ENV_NAME}`,
    );
  }

  const merged = { ...(raw as object), ...readOverrides(node) };
  const parsed = environmentSchema.safeParse(merged);
  const problems = [
    ...(parsed.success ? [] : [formatIssues(parsed.error)]),
    ...placeholderProblems(envName, merged as Partial<Record<string, unknown>>),
  ];
  if (!parsed.success || problems.length) {
    throw new ConfigError(
      `Invalid configuration for environment "${envName}" (cdk.json context.environments.` +
        `${envName}, or -c overrides='{...}'):\n${problems.join('\n')}`,
    );
  }
  return { ...parsed.data, envName, envDefaulted: requested === undefined || requested === '' };
}

/**
 * Folder of the built SPA (`-c webDist=...`, default `web/dist`). Checked here so a missing
 * build fails with the fix instead of an asset-staging stack trace.
 */
export function resolveWebDist(node: Node): string {
  const configured: unknown = node.tryGetContext('webDist') ?? 'web/dist';
  if (typeof configured !== 'string' || configured === '') {
    throw new ConfigError('Context "webDist" must be a folder path');
  }
  const folder = path.resolve(REPO_ROOT, configured);
  if (!fs.existsSync(path.join(folder, 'index.html'))) {
    throw new ConfigError(
      `The web build is missing: ${folder}/index.html not found. Run \`npm run build:web\` ` +
        'first, or point -c webDist=<folder> at a build.',
    );
  }
  return folder;
}
