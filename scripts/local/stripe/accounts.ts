import { randomBytes } from 'node:crypto';
import { invalidParam, missingParam } from './errors';
import { boolean, metadata, record, requiredText, text, type Params } from './params';

/**
 * Connected accounts (Stripe Connect, Express) and their onboarding links. An account starts
 * with everything due and nothing enabled; onboarding completes it (or leaves it partly done);
 * a failed verification (a local control path) takes its transfers capability away again.
 */
export type CapabilityStatus = 'inactive' | 'pending' | 'active';

export interface LocalAccountRequirements {
  alternatives: never[];
  current_deadline: number | null;
  currently_due: string[];
  disabled_reason: string | null;
  errors: { code: string; reason: string; requirement: string }[];
  eventually_due: string[];
  past_due: string[];
  pending_verification: string[];
}

export interface LocalAccount {
  id: string;
  object: 'account';
  business_type: 'individual' | null;
  capabilities: Record<string, CapabilityStatus>;
  charges_enabled: boolean;
  country: string;
  created: number;
  default_currency: string;
  details_submitted: boolean;
  email: string | null;
  livemode: boolean;
  metadata: Record<string, string>;
  payouts_enabled: boolean;
  requirements: LocalAccountRequirements;
  tos_acceptance: { date: number | null };
  type: 'express';
}

/** What Stripe asks an individual on an Express account before it can be paid out. */
const ONBOARDING_FIELDS = [
  'business_type',
  'external_account',
  'individual.dob.day',
  'individual.dob.month',
  'individual.dob.year',
  'individual.email',
  'individual.first_name',
  'individual.last_name',
  'individual.phone',
  'individual.ssn_last_4',
  'tos_acceptance.date',
  'tos_acceptance.ip',
];
/** Left half-way: the business type was chosen, the rest is still due. */
const AFTER_LEAVING = ONBOARDING_FIELDS.filter((field) => field !== 'business_type');

const CURRENCY_OF: Record<string, string> = { US: 'usd', GB: 'gbp', CA: 'cad', AU: 'aud' };

function due(fields: string[], reason: string | null): LocalAccountRequirements {
  return {
    alternatives: [],
    current_deadline: null,
    currently_due: fields,
    disabled_reason: fields.length > 0 ? reason : null,
    errors: [],
    eventually_due: fields,
    past_due: fields,
    pending_verification: [],
  };
}

/** `accounts.create`: only Express accounts, as the marketplace creates them. */
export function createAccount(params: Params, options: { livemode: boolean }): LocalAccount {
  const type = requiredText(params, 'type');
  if (type !== 'express') {
    throw invalidParam(
      'type',
      `Invalid type: must be express (the local server models only Express accounts), got ${type}`,
    );
  }
  const country = (text(params.country) ?? 'US').toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) throw invalidParam('country', `Invalid country: ${country}`);
  const capabilities = Object.fromEntries(
    Object.entries(record(params.capabilities))
      .filter(([, value]) => boolean(record(value).requested) === true)
      .map(([name]) => [name, 'inactive' as CapabilityStatus]),
  );
  return {
    id: `acct_${randomBytes(8).toString('hex')}`,
    object: 'account',
    business_type: null,
    capabilities,
    charges_enabled: false,
    country,
    created: Math.floor(Date.now() / 1000),
    default_currency: CURRENCY_OF[country] ?? 'usd',
    details_submitted: false,
    email: text(params.email) || null,
    livemode: options.livemode,
    metadata: metadata(params.metadata),
    payouts_enabled: false,
    requirements: due(ONBOARDING_FIELDS, 'requirements.past_due'),
    tos_acceptance: { date: null },
    type: 'express',
  };
}

function withCapabilities(account: LocalAccount, status: CapabilityStatus) {
  return Object.fromEntries(Object.keys(account.capabilities).map((name) => [name, status]));
}

/** The seller finished onboarding: details submitted, everything enabled, nothing due. */
export function onboardedAccount(account: LocalAccount, now: number): LocalAccount {
  return {
    ...account,
    business_type: 'individual',
    capabilities: withCapabilities(account, 'active'),
    charges_enabled: true,
    details_submitted: true,
    payouts_enabled: true,
    requirements: due([], null),
    tos_acceptance: { date: account.tos_acceptance.date ?? Math.floor(now / 1000) },
  };
}

/** The seller left onboarding half-way: Stripe still asks for the rest. */
export function partlyOnboardedAccount(account: LocalAccount): LocalAccount {
  if (account.details_submitted) return account;
  return {
    ...account,
    business_type: 'individual',
    requirements: due(AFTER_LEAVING, 'requirements.past_due'),
  };
}

/**
 * Verification failed after onboarding (as Stripe does when an identity document is refused):
 * transfers and payouts stop until the seller goes through onboarding again.
 */
export function restrictedAccount(account: LocalAccount): LocalAccount {
  const requirement = 'individual.verification.document';
  return {
    ...account,
    capabilities: withCapabilities(account, 'inactive'),
    charges_enabled: false,
    payouts_enabled: false,
    requirements: {
      ...due([requirement], 'requirements.past_due'),
      errors: [
        {
          code: 'verification_failed_other',
          reason: 'The identity of the account holder could not be verified.',
          requirement,
        },
      ],
    },
  };
}

export interface LocalAccountLink {
  /** The link's secret token, the last part of its URL. */
  id: string;
  account: string;
  livemode: boolean;
  refresh_url: string;
  return_url: string;
  created: number;
  expires_at: number;
  /** When the link was first opened: a link works once. */
  opened_at: number | null;
  /** When the seller completed or left onboarding through it. */
  finished_at: number | null;
}

/** Stripe's account links expire after a few minutes; the local ones after five. */
export const ACCOUNT_LINK_LIFETIME_SECONDS = 5 * 60;

export function createAccountLink(
  params: Params,
  account: LocalAccount,
  now: number,
): LocalAccountLink {
  const type = requiredText(params, 'type');
  if (type !== 'account_onboarding') {
    throw invalidParam(
      'type',
      `Invalid type: the local server supports account_onboarding, got ${type}`,
    );
  }
  const refreshUrl = text(params.refresh_url);
  const returnUrl = text(params.return_url);
  if (!refreshUrl) throw missingParam('refresh_url');
  if (!returnUrl) throw missingParam('return_url');
  for (const [name, value] of [
    ['refresh_url', refreshUrl],
    ['return_url', returnUrl],
  ] as const) {
    if (!URL.canParse(value)) throw invalidParam(name, `Not a valid URL: ${name}`);
  }
  const created = Math.floor(now / 1000);
  return {
    id: randomBytes(16).toString('hex'),
    account: account.id,
    livemode: account.livemode,
    refresh_url: refreshUrl,
    return_url: returnUrl,
    created,
    expires_at: created + ACCOUNT_LINK_LIFETIME_SECONDS,
    opened_at: null,
    finished_at: null,
  };
}

export function publicAccountLink(link: LocalAccountLink, publicUrl: string) {
  return {
    object: 'account_link' as const,
    created: link.created,
    expires_at: link.expires_at,
    url: `${publicUrl}/connect/onboarding/${link.id}`,
  };
}

/** Opening the page: a fresh link works once; a used or expired one sends to refresh_url. */
export function canOpen(link: LocalAccountLink, now: number): boolean {
  return link.opened_at === null && now < link.expires_at * 1000;
}

/** Submitting the page: once, from a page opened through this link (or a fresh link). */
export function canFinish(link: LocalAccountLink, now: number): boolean {
  return link.finished_at === null && (link.opened_at !== null || canOpen(link, now));
}
