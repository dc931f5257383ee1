import type { CardApps } from '@rules/automation/whats-inside';

/**
 * The first apps a template works with, as icons (or first letters, for apps without one), and
 * "+N" for the rest. The names are the icons' text: visually hidden and shown as a tooltip.
 * The product page's icons are in its lazily loaded "What's inside" chunk, so this stays apart.
 */
export function CardAppIcons({ apps, icons = true }: { apps: CardApps; icons?: boolean }) {
  const more = apps.total - apps.first.length;
  return (
    <ul aria-label="Apps" className="mt-3 flex items-center gap-1.5">
      {apps.first.map((app) => (
        <li key={`${app.name}|${app.icon}`} title={app.name} className="flex">
          {app.icon && !icons ? (
            // Its place, kept until the icons may load (CataloguePage: after the largest paint).
            <span aria-hidden="true" className="size-5" />
          ) : app.icon ? (
            <img
              src={`/app-icons/${app.icon}`}
              alt=""
              width={20}
              height={20}
              loading="lazy"
              decoding="async"
              className="size-5 object-contain"
            />
          ) : (
            <span
              aria-hidden="true"
              className="inline-flex size-5 items-center justify-center rounded bg-slate-200 text-[0.65rem] font-semibold text-slate-700"
            >
              {app.name.charAt(0).toUpperCase()}
            </span>
          )}
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
