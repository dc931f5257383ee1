/**
 * Where a demo file's content lives. Automation exports (the JSON workflows, blueprints and Zap
 * exports, written for the demo in the shapes the platforms export) are kept apart in
 * `scripts/local/demo-automations/` so they are easy to find and extend; manuals, scripts and
 * sheets stay in `files/`. Both keep the `{platform}/{product}/{version}/{name}` layout.
 */
import path from 'node:path';

export const DEMO_FILES_ROOT = path.join(__dirname, 'files');
export const DEMO_AUTOMATIONS_ROOT = path.join(__dirname, '..', 'demo-automations');

/** The absolute path of a demo file's `source`. */
export function demoSourcePath(source: string): string {
  return path.join(source.endsWith('.json') ? DEMO_AUTOMATIONS_ROOT : DEMO_FILES_ROOT, source);
}
