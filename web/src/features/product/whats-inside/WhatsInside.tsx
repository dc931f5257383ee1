import type { ReactNode } from 'react';
import type { WhatsInside as Inside } from '@rules/automation/whats-inside';
import { AppIcon } from './AppIcon';
import { WorkflowDiagram } from './WorkflowDiagram';

const PLATFORM_NAMES: Record<string, string> = { n8n: 'n8n', make: 'Make', zapier: 'Zapier' };

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{term}</dt>
      <dd className="mt-1 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * The body of "What's inside", loaded with its diagrams as one chunk when the section comes
 * near the viewport (WhatsInsideSlot): what the files run on and start from, the apps, what the
 * buyer must set up, and each file's diagram unless the seller turned diagrams off.
 */
export function WhatsInside({ inside }: { inside: Inside }) {
  const graphs = inside.graphs ?? [];
  return (
    <div
      data-testid="whats-inside"
      className="mt-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <dl className="grid gap-4 sm:grid-cols-2">
        <Fact term="Platform">
          {inside.platforms.map((platform) => PLATFORM_NAMES[platform] ?? platform).join(', ')}
        </Fact>
        <Fact term={inside.triggers.length > 1 ? 'Triggers' : 'Trigger'}>
          {inside.triggers.join(', ') || 'Started by hand'}
        </Fact>
        <Fact term="Steps">{inside.stepCount}</Fact>
        <Fact term="Uses AI">{inside.usesAi ? 'Yes' : 'No'}</Fact>
      </dl>
      {inside.apps.length > 0 && (
        <>
          <h3 className="mt-5 text-sm font-semibold text-slate-900">Apps</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {inside.apps.map((app) => (
              <li
                key={`${app.name}|${app.icon}`}
                className="flex items-center gap-2 rounded-full border border-slate-200 px-3 py-1 text-sm text-slate-800"
              >
                <AppIcon icon={app.icon} name={app.name} className="size-5" />
                {app.name}
              </li>
            ))}
          </ul>
        </>
      )}
      {inside.needs.length > 0 && (
        <>
          <h3 className="mt-5 text-sm font-semibold text-slate-900">You will need</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800">
            {inside.needs.map((need) => (
              <li key={need}>{need}</li>
            ))}
          </ul>
        </>
      )}
      {inside.communityPackages.length > 0 && (
        <>
          <h3 className="mt-5 text-sm font-semibold text-slate-900">Community nodes to install</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800">
            {inside.communityPackages.map((name) => (
              <li key={name}>
                <code className="break-all">{name}</code>
              </li>
            ))}
          </ul>
        </>
      )}
      {graphs.length > 0 && (
        <>
          <h3 className="mt-5 text-sm font-semibold text-slate-900">
            {graphs.length > 1 ? 'Workflow diagrams' : 'Workflow diagram'}
          </h3>
          {graphs.map((graph, index) => (
            <WorkflowDiagram
              key={index}
              graph={graph}
              label={graph.title || `Workflow ${index + 1}`}
            />
          ))}
        </>
      )}
    </div>
  );
}
