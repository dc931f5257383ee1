import type { AxeResults, ImpactValue } from 'axe-core';
import type { Page } from 'playwright-core';

/** The impacts a page may not have: axe's serious and critical violations. */
const BLOCKING: readonly ImpactValue[] = ['serious', 'critical'];

export interface BlockingViolation {
  rule: string;
  impact: ImpactValue;
  help: string;
  /** CSS selectors of the offending elements, and axe's summary of what to fix for the first. */
  targets: string[];
  summary: string;
}

/**
 * Runs axe-core (WCAG 2.x A and AA rules plus best practices) on the page as it is now and
 * returns its serious and critical violations, each with the elements to fix.
 */
export async function blockingViolations(page: Page): Promise<BlockingViolation[]> {
  // Colours are measured as painted: let fades and slides (toasts, dialogs) finish first.
  await page.waitForFunction(`document
    .getAnimations()
    .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity)`);
  if (!(await page.evaluate<boolean>(`typeof axe === 'object'`))) {
    await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  }
  const results = await page.evaluate<AxeResults>(
    `axe.run(document, { resultTypes: ['violations'] })`,
  );
  return results.violations
    .filter((violation) => BLOCKING.includes(violation.impact ?? 'minor'))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? 'minor',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
      summary: violation.nodes[0]?.failureSummary ?? '',
    }));
}
