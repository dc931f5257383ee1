import { purgeDeletedAccounts } from '../services/account-deletion-service';

/**
 * Scheduled (EventBridge, e.g. daily): final removal of accounts scheduled for deletion 30 days
 * ago or more. Safe to run often; each run takes what is due.
 */
export async function handler(): Promise<{ purged: number; failed: number }> {
  const result = await purgeDeletedAccounts(new Date());
  return { purged: result.purged.length, failed: result.failed.length };
}
