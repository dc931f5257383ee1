export function Spinner({
  label = 'Loading',
  className = 'size-6',
}: {
  label?: string;
  className?: string;
}) {
  return (
    <span role="status" className="inline-flex items-center">
      <span
        aria-hidden="true"
        className={`${className} animate-spin rounded-full border-2 border-slate-300 border-t-indigo-600 motion-reduce:animate-none`}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Shown while a lazy route's code downloads on a cold start. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner className="size-8" />
    </div>
  );
}

/** A spinner inside a button whose label stays the same while it works (aria-busy tells AT). */
export function ButtonSpinner() {
  return (
    <span
      aria-hidden="true"
      className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
    />
  );
}
