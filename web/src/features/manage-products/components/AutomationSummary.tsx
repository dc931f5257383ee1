import type { ManagedFile } from '@contracts/manage/products';
import type { Removal } from '@rules/automation/safety/types';

/** Past this many removals the list folds away behind its count. */
const REMOVALS_SHOWN_OPEN = 3;

const PLATFORM_NAMES: Record<string, string> = { n8n: 'n8n', make: 'Make', zapier: 'Zapier' };

const removalText = ({ step, what }: Removal) => (step ? `${step.name}: ${what}` : what);

/**
 * What the upload check read in an automation file (platform, steps, apps) and what it took out
 * before delivery, so the seller knows what buyers get. Nothing for other files.
 */
export function AutomationSummary({ file }: { file: ManagedFile }) {
  const manifest = file.automation_manifest;
  if (!manifest) return null;
  const platforms = 'platforms' in manifest ? manifest.platforms : [manifest.platform];
  const steps = `${manifest.stepCount} ${manifest.stepCount === 1 ? 'step' : 'steps'}`;
  const apps = manifest.apps.map((app) => app.name).join(', ');
  const removed = file.automation_removed ?? [];
  return (
    <div data-testid="automation-summary" className="basis-full text-xs text-slate-600">
      <p>
        {platforms.map((platform) => PLATFORM_NAMES[platform] ?? platform).join(', ')} · {steps}
        {apps && ` · Apps: ${apps}`}
      </p>
      {removed.length > 0 && removed.length <= REMOVALS_SHOWN_OPEN && (
        <p data-testid="automation-removed">
          Removed before delivery: {removed.map(removalText).join('; ')}
        </p>
      )}
      {removed.length > REMOVALS_SHOWN_OPEN && (
        <details data-testid="automation-removed">
          <summary className="cursor-pointer">
            Removed before delivery: {removed.length} items
          </summary>
          <ul className="mt-1 list-disc pl-5">
            {removed.map((removal, index) => (
              <li key={index}>{removalText(removal)}</li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
