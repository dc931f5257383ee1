import type { ReactNode } from 'react';
import type { PublicStorefront } from '@contracts/storefronts';
import { linkLabel } from '@rules/storefront';
import { formatLongDate } from '../../../lib/format-date';
import { StorefrontAvatar } from '../StorefrontAvatar';

const count = (n: number) => `${n} ${n === 1 ? 'follower' : 'followers'}`;

/** Name, bio, links, member since, followers and (once reviews give one) the rating. */
export function StorefrontHeader({
  storefront,
  actions,
}: {
  storefront: PublicStorefront;
  actions?: ReactNode;
}) {
  const since = formatLongDate(storefront.member_since);
  return (
    <header className="flex flex-col gap-5 sm:flex-row sm:items-start">
      <StorefrontAvatar storefront={storefront} />
      <div className="min-w-0 flex-1">
        <h1 className="text-3xl font-bold tracking-tight break-words text-slate-900">
          {storefront.display_name}
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          <span data-testid="storefront-followers">{count(storefront.follower_count)}</span>
          {since && <> · Member since {since}</>}
          {storefront.rating && (
            <>
              {' '}
              · Rated {storefront.rating.average.toFixed(1)} of 5 ({storefront.rating.count})
            </>
          )}
        </p>
        {storefront.bio && (
          <p className="mt-3 max-w-2xl text-base whitespace-pre-line text-slate-700">
            {storefront.bio}
          </p>
        )}
        {storefront.links.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm" aria-label="Links">
            {storefront.links.map((link) => (
              <li key={link} className="min-w-0">
                <a
                  href={link}
                  rel="noopener noreferrer nofollow"
                  target="_blank"
                  className="break-all text-indigo-700 underline underline-offset-2"
                >
                  {linkLabel(link)}
                </a>
              </li>
            ))}
          </ul>
        )}
        {actions && <div className="mt-4 flex flex-wrap gap-3">{actions}</div>}
      </div>
    </header>
  );
}
