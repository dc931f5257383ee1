import { useId } from 'react';
import type { InsideGraph } from '@rules/automation/whats-inside';
import { BOX, edgePath, layoutDiagram, nextStepNames } from './diagram-layout';

/** Characters of a step's name that fit its box; the list below has the full names. */
const NAME_FITS = 19;
const fit = (name: string) => (name.length > NAME_FITS ? `${name.slice(0, NAME_FITS - 1)}…` : name);

/**
 * One automation file's steps as a read-only picture: boxes with the app's icon and the step's
 * name, arrows for connections, scaled to fit its box (wide ones pan inside it on a phone).
 * The picture is role="img"; the list of steps and what each leads to is its text alternative.
 */
export function WorkflowDiagram({ graph, label }: { graph: InsideGraph; label: string }) {
  const id = useId();
  const layout = layoutDiagram(graph);
  const next = nextStepNames(graph);
  const stepCount = `${graph.steps.length} ${graph.steps.length === 1 ? 'step' : 'steps'}`;
  return (
    <figure className="mt-4" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="text-sm font-medium text-slate-900">
        {label}
      </figcaption>
      <div
        tabIndex={0}
        role="group"
        aria-label={`${label}: diagram, scrolls sideways on small screens`}
        className="mt-2 max-h-[28rem] overflow-auto rounded-xl border border-slate-200 bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <svg
          role="img"
          aria-label={`Workflow diagram of ${label}, ${stepCount}. The list of steps below describes it.`}
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          width="100%"
          style={{ minWidth: Math.min(layout.width, 560) }}
          className="block h-auto"
        >
          <defs>
            <marker
              id={`${id}-arrow`}
              viewBox="0 0 8 8"
              refX="8"
              refY="4"
              markerWidth="8"
              markerHeight="8"
              orient="auto"
            >
              <path d="M0,0 L8,4 L0,8 z" fill="#64748b" />
            </marker>
          </defs>
          {layout.edges.map(({ from, to }, index) => (
            <path
              key={index}
              d={edgePath(from, to)}
              fill="none"
              stroke="#64748b"
              strokeWidth="1.5"
              markerEnd={`url(#${id}-arrow)`}
            />
          ))}
          {layout.steps.map((step) => (
            <g key={step.id} transform={`translate(${step.x},${step.y})`}>
              <rect width={BOX.width} height={BOX.height} rx="8" fill="#fff" stroke="#cbd5e1" />
              {step.icon ? (
                <image href={`/app-icons/${step.icon}`} x="10" y="14" width="20" height="20" />
              ) : (
                <>
                  <rect x="10" y="14" width="20" height="20" rx="4" fill="#e2e8f0" />
                  <text x="20" y="28" textAnchor="middle" fontSize="11" fill="#334155">
                    {step.name.charAt(0).toUpperCase()}
                  </text>
                </>
              )}
              <text x="38" y="29" fontSize="12" fill="#0f172a">
                {fit(step.name)}
              </text>
            </g>
          ))}
        </svg>
      </div>
      <details className="mt-2 text-sm text-slate-700">
        <summary className="cursor-pointer rounded font-medium text-indigo-700 focus-visible:outline-2 focus-visible:outline-indigo-600">
          Steps of {label} as a list
        </summary>
        <ol data-testid="diagram-steps" className="mt-2 list-decimal space-y-1 pl-6">
          {graph.steps.map((step) => {
            const leadsTo = next.get(step.id);
            return (
              <li key={step.id}>
                {step.name}
                {leadsTo && <span className="text-slate-600">: leads to {leadsTo.join(', ')}</span>}
              </li>
            );
          })}
        </ol>
        {graph.truncated && (
          <p className="mt-2 text-slate-600">The workflow has more steps than the diagram shows.</p>
        )}
      </details>
    </figure>
  );
}
