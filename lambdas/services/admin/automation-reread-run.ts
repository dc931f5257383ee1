import { getProduct } from '../../repositories/product-repository';
import {
  getRereadState,
  saveFileReading,
  saveRereadState,
  scanUnreadFiles,
  type AutomationRereadState,
} from '../../repositories/automation-reread-repository';
import { AUTOMATION_RULES_VERSION } from '../../rules/automation/rules-version';
import type { ProductFile } from '../../rules/product-content';
import { rereadStoredFile } from './automation-file-reread';
import { refreshListedApps } from '../shared/card-apps-refresh';
import { AUTOMATION_REREAD_FINDINGS_MAX } from './automation-reread';

export interface RereadOptions {
  pageSize?: number;
  maxPages?: number;
  /** Asked after each page: a Lambda stops in time, and its next run goes on. */
  shouldStop?: () => boolean;
  now?: () => Date;
}

/** Whether there is a run to start or continue, and from which state. */
function runToDo(
  state: AutomationRereadState | undefined,
  at: string,
): AutomationRereadState | undefined {
  const fresh = (): AutomationRereadState => ({
    rules_version: AUTOMATION_RULES_VERSION,
    ...(state?.requested_at ? { requested_at: state.requested_at } : {}),
    started_at: at,
    read: 0,
    changed: 0,
    flagged: 0,
    findings: [],
  });
  // Never run, or only asked for: start.
  if (!state?.started_at) return fresh();
  const sameRules = state.rules_version === AUTOMATION_RULES_VERSION;
  if (!state.finished_at) return sameRules ? state : fresh();
  // Finished: again when the rules changed since (a deploy) or the admin asked after it.
  const askedAgain = !!state.requested_at && state.requested_at > state.finished_at;
  return !sameRules || askedAgain ? fresh() : undefined;
}

/** Order-insensitive JSON, so a manifest read back from DynamoDB compares with a fresh one. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, entry: unknown) =>
    entry && typeof entry === 'object' && !Array.isArray(entry)
      ? Object.fromEntries(Object.entries(entry).sort(([a], [b]) => a.localeCompare(b)))
      : entry,
  );
}

async function rereadPage(
  files: ProductFile[],
  state: AutomationRereadState,
  platforms: Map<string, string | undefined>,
): Promise<void> {
  const rewritten = new Set<string>();
  for (const file of files) {
    if (!platforms.has(file.product_id)) {
      platforms.set(file.product_id, (await getProduct(file.product_id))?.platform);
    }
    const rereading = await rereadStoredFile(file, platforms.get(file.product_id));
    if (!rereading.notRead) state.read += 1;
    const changed =
      !!rereading.manifest && canonical(rereading.manifest) !== canonical(file.automation_manifest);
    if (changed) {
      state.changed += 1;
      rewritten.add(file.product_id);
    }
    if (rereading.finding) {
      state.flagged += 1;
      if (state.findings.length < AUTOMATION_REREAD_FINDINGS_MAX) {
        state.findings.push({
          product_id: file.product_id,
          file_id: file.id,
          file_name: file.display_name || file.title,
          ...rereading.finding,
        });
      }
    }
    await saveFileReading(file, {
      ...(rereading.finding ? {} : { rulesVersion: AUTOMATION_RULES_VERSION }),
      ...(changed ? { manifest: rereading.manifest } : {}),
    });
  }
  // Cards and the "Works with" facet are copies of the manifests: they follow the new ones.
  for (const productId of rewritten) await refreshListedApps(productId);
}

/**
 * Re-reads every stored automation file whose record was read under other rules than these
 * (AUTOMATION_RULES_VERSION), page by page, saving its position after each page: a run stopped
 * (time limit, `maxPages`) goes on from there next time. Does nothing when no run is due: the
 * last finished under these rules and the admin has not asked again since. Idempotent: a file
 * written back carries the current version, so the next run skips it; a flagged one does not,
 * so every run reports it again. Answers whether it ran and whether the run has finished.
 */
export async function rereadAutomationFiles(
  options: RereadOptions = {},
): Promise<{ ran: boolean; finished: boolean }> {
  const now = options.now ?? (() => new Date());
  const state = runToDo(await getRereadState(), now().toISOString());
  if (!state) return { ran: false, finished: true };
  const platforms = new Map<string, string | undefined>();
  for (let page = 0; page < (options.maxPages ?? Number.POSITIVE_INFINITY); page += 1) {
    const { files, next } = await scanUnreadFiles(
      state.rules_version,
      state.cursor,
      options.pageSize ?? 200,
    );
    await rereadPage(files, state, platforms);
    if (!next) {
      delete state.cursor;
      await saveRereadState({ ...state, finished_at: now().toISOString() });
      return { ran: true, finished: true };
    }
    state.cursor = next;
    await saveRereadState(state);
    if (options.shouldStop?.()) break;
  }
  return { ran: true, finished: false };
}
