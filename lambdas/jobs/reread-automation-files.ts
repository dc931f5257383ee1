import { log } from '../infra/logger';
import { observedJob } from '../infra/observed-job';
import { rereadAutomationFiles } from '../services/admin/automation-reread-run';

/** The function stops at 5 minutes; the run stops taking new pages a minute before. */
const RUN_FOR_MS = 4 * 60_000;

/**
 * One tick of the re-read of stored automation files (services/admin/automation-reread-run.ts):
 * starts a run when the admin asked for one or the rules version changed (a deploy), goes on
 * with an unfinished one, and otherwise costs one GetItem. Scheduled every 15 minutes.
 */
export async function rereadTick(): Promise<{ ran: boolean; finished: boolean }> {
  const stopAt = Date.now() + RUN_FOR_MS;
  const result = await rereadAutomationFiles({ shouldStop: () => Date.now() >= stopAt });
  if (result.ran) log('info', 'Stored automation files re-read', result);
  return result;
}

export const handler = observedJob('reread-automation-files', () => rereadTick());
