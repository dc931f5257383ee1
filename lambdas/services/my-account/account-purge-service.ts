import { describeError, log } from '../../infra/logger';
import {
  listDeletionRequestsBefore,
  type DeletionRequest,
} from '../../repositories/account-deletion-repository';
import { ACCOUNT_PURGE_STEPS } from '../../repositories/account-purge';

/** Spec: "Account deletion completes within 30 days." */
export const DELETION_GRACE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Every step of ACCOUNT_PURGE_STEPS, in order: each kind of per-user data declares its own. */
async function purgeAccount(request: DeletionRequest, now: string): Promise<void> {
  for (const step of ACCOUNT_PURGE_STEPS) await step.run(request, now);
}

export interface PurgeResult {
  purged: string[];
  failed: string[];
}

/**
 * The final removal of accounts scheduled for deletion 30 days ago or more: the Cognito user,
 * the profile, preferences and seller record go; purchases and orders stay for the sales records
 * (amounts and dates) without e-mail, name or buyer lookups. One account's failure is logged
 * and retried on the next run; the others go on.
 */
export async function purgeDeletedAccounts(now = new Date()): Promise<PurgeResult> {
  const cutoff = new Date(now.getTime() - DELETION_GRACE_DAYS * DAY_MS).toISOString();
  const result: PurgeResult = { purged: [], failed: [] };
  for (const request of await listDeletionRequestsBefore(cutoff)) {
    try {
      await purgeAccount(request, now.toISOString());
      result.purged.push(request.user_id);
    } catch (error) {
      result.failed.push(request.user_id);
      log('error', 'Could not purge a deleted account', {
        userId: request.user_id,
        ...describeError(error),
      });
    }
  }
  log('info', 'Purge of deleted accounts finished', {
    purged: result.purged.length,
    failed: result.failed.length,
  });
  return result;
}
