import { API_CHECKS } from './api-checks';
import { BUYER_CHECKS } from './buyer-checks';
import { NotApplicable } from './http';
import { SITE_CHECKS } from './site-checks';
import type { SmokeCheck, SmokeState, SmokeTarget } from './target';

/** In order: later checks use what earlier ones found (config, products, the signed-in user). */
export const SMOKE_CHECKS: readonly SmokeCheck[] = [...SITE_CHECKS, ...API_CHECKS, ...BUYER_CHECKS];

export type Outcome = 'pass' | 'fail' | 'not applicable';

export interface CheckResult {
  name: string;
  outcome: Outcome;
  detail: string;
}

const MARKS: Record<Outcome, string> = { pass: '✔', fail: '✖', 'not applicable': '–' };
const NAME_WIDTH = Math.max(...SMOKE_CHECKS.map((check) => check.name.length));

export function formatResult(result: CheckResult): string {
  return `${MARKS[result.outcome]} ${result.name.padEnd(NAME_WIDTH)}  ${result.detail}`;
}

/**
 * Runs every check once, one after the other (a failed one does not stop the rest: each line
 * says what it could see), and reports each result as it is known.
 */
export async function runSmoke(
  target: SmokeTarget,
  report: (result: CheckResult) => void,
  checks: readonly SmokeCheck[] = SMOKE_CHECKS,
): Promise<CheckResult[]> {
  const state: SmokeState = {};
  const results: CheckResult[] = [];
  for (const check of checks) {
    let result: CheckResult;
    try {
      result = { name: check.name, outcome: 'pass', detail: await check.run(target, state) };
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      const outcome = error instanceof NotApplicable ? 'not applicable' : 'fail';
      result = { name: check.name, outcome, detail };
    }
    results.push(result);
    report(result);
  }
  return results;
}

export function summary(results: readonly CheckResult[]): string {
  const count = (outcome: Outcome) => results.filter((result) => result.outcome === outcome).length;
  return `Smoke: ${count('pass')} passed, ${count('fail')} failed, ${count('not applicable')} not applicable`;
}
