import type { ProductDetailResponse } from '@contracts/catalogue';
import { Markup } from '../../../components/Markup';
import { formatLongDate } from '../../../lib/format-date';

type Version = NonNullable<ProductDetailResponse['latestVersion']>;

/** The current version and what changed in it; buyers get every later update too. */
export function LatestVersion({ version }: { version: Version }) {
  const released = formatLongDate(version.release_date);
  return (
    <section aria-labelledby="latest-version-heading">
      <h2 id="latest-version-heading" className="text-xl font-semibold text-slate-900">
        Latest Version
      </h2>
      <div className="mt-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <p className="text-sm text-slate-600">
          <span className="font-semibold text-slate-900">Version {version.version_number}</span>
          {released && (
            <>
              {' '}
              &middot; released <time dateTime={version.release_date}>{released}</time>
            </>
          )}
        </p>
        <Markup text={version.changelog} className="mt-3 text-sm text-slate-700" />
      </div>
    </section>
  );
}
