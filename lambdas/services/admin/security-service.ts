import type { SecurityOverview } from '../../contracts/admin';
import { config } from '../../infra/config';
import { listDeletionRequestsBefore } from '../../repositories/account-deletion-repository';
import { getSellerRecords, listSuspendedProfiles } from '../../repositories/admin-user-repository';
import { PASSWORD_POLICY } from '../../rules/password-policy';
import { userSummary } from './user-views';

/** lambdas/jobs/purge-deleted-accounts.ts: requests older than 30 days, nightly at 03:00 UTC. */
export const PURGE_AFTER_DAYS = 30;
const PURGE_HOUR_UTC = 3;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The security page shows at most this many suspended accounts (the users list filters all). */
const MAX_SUSPENDED = 100;

/** The first nightly run that finds the request older than 30 days. */
export function purgeDate(requestedAt: string): string {
  const due = new Date(Date.parse(requestedAt) + PURGE_AFTER_DAYS * DAY_MS);
  const run = new Date(
    Date.UTC(due.getUTCFullYear(), due.getUTCMonth(), due.getUTCDate(), PURGE_HOUR_UTC),
  );
  if (run.getTime() <= due.getTime()) run.setUTCDate(run.getUTCDate() + 1);
  return run.toISOString();
}

export async function getSecurityOverview(): Promise<SecurityOverview> {
  const [suspended, deletions] = await Promise.all([
    listSuspendedProfiles(MAX_SUSPENDED),
    // Every pending request (the DELETIONS listing holds only scheduled accounts).
    listDeletionRequestsBefore('\uffff'),
  ]);
  const sellers = await getSellerRecords(suspended.map((profile) => profile.id));
  return {
    suspended: suspended.map((profile) => userSummary(profile, sellers.get(profile.id))),
    scheduled_deletions: deletions.map((request) => ({
      user_id: request.user_id,
      email: request.email,
      requested_at: request.requested_at,
      purge_on: purgeDate(request.requested_at),
    })),
    sign_in_protection: {
      threat_protection: config().threatProtection,
      password_policy: {
        min_length: PASSWORD_POLICY.minLength,
        require_lowercase: PASSWORD_POLICY.requireLowercase,
        require_uppercase: PASSWORD_POLICY.requireUppercase,
        require_digits: PASSWORD_POLICY.requireDigits,
        require_symbols: PASSWORD_POLICY.requireSymbols,
      },
    },
  };
}
