import type { CardApps } from '@rules/automation/whats-inside';
import { AppIcon } from '../../../components/AppIcon';

/**
 * The first apps a template works with, as icons, and "+N" for the rest. The names are the
 * icons' text: visually hidden in the list and shown as a tooltip.
 */
export function CardAppIcons({ apps }: { apps: CardApps }) {
  const more = apps.total - apps.first.length;
  return (
    <ul aria-label="Apps" className="mt-3 flex items-center gap-1.5">
      {apps.first.map((app) => (
        <li key={`${app.name}|${app.icon}`} title={app.name}>
          <AppIcon icon={app.icon} name={app.name} className="size-5" />
          <span className="sr-only">{app.name}</span>
        </li>
      ))}
      {more > 0 && (
        <li className="text-xs font-medium text-slate-600">
          +{more}
          <span className="sr-only"> more {more === 1 ? 'app' : 'apps'}</span>
        </li>
      )}
    </ul>
  );
}
