/**
 * An app's icon from /app-icons/ (generated from n8n's packages, docs/automation-files.md), or
 * its first letter when the app has none. Decorative: the app's name is always written beside.
 */
export function AppIcon({
  icon,
  name,
  className,
}: {
  icon: string;
  name: string;
  className: string;
}) {
  if (icon) {
    return (
      <img
        src={`/app-icons/${icon}`}
        alt=""
        width={20}
        height={20}
        loading="lazy"
        decoding="async"
        className={`${className} object-contain`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${className} inline-flex items-center justify-center rounded bg-slate-200 text-[0.65rem] font-semibold text-slate-700`}
    >
      {name.charAt(0).toUpperCase()}
    </span>
  );
}
