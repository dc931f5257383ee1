import type { AutomationRereadStatus } from '../../contracts/admin';
import { getRereadState, requestReread } from '../../repositories/automation-reread-repository';
import { AUTOMATION_RULES_VERSION } from '../../rules/automation/rules-version';

/** Findings kept on the run's item (the counts stay exact). */
export const AUTOMATION_REREAD_FINDINGS_MAX = 100;

/**
 * The back office's view of the re-read of stored automation files. Light on purpose: the
 * admin group only reads and asks; the job (lambdas/jobs/reread-automation-files.ts) runs it
 * with the readers (automation-reread-run.ts), which this group does not bundle.
 */
export async function automationRereadStatus(): Promise<AutomationRereadStatus> {
  const state = await getRereadState();
  const base = { rules_version: AUTOMATION_RULES_VERSION };
  if (!state) return { ...base, state: 'never', read: 0, changed: 0, flagged: 0, findings: [] };
  const askedAgain =
    !!state.requested_at && (!state.started_at || state.requested_at > state.started_at);
  return {
    ...base,
    state: askedAgain ? 'requested' : state.finished_at ? 'finished' : 'running',
    ...(state.started_at ? { run_rules_version: state.rules_version } : {}),
    ...(state.requested_at ? { requested_at: state.requested_at } : {}),
    ...(state.started_at ? { started_at: state.started_at } : {}),
    ...(state.finished_at ? { finished_at: state.finished_at } : {}),
    read: state.read ?? 0,
    changed: state.changed ?? 0,
    flagged: state.flagged ?? 0,
    findings: state.findings ?? [],
  };
}

/**
 * Asks for a run; the job starts it within minutes. Asking while a run is asked for or under
 * way changes nothing (that run reads every file anyway).
 */
export async function startAutomationReread(now = new Date()): Promise<AutomationRereadStatus> {
  await requestReread(now.toISOString());
  return automationRereadStatus();
}
