import type { PublicStorefront } from '@contracts/storefronts';
import { imageRenditionUrl } from '@rules/media';

/** The avatar, or the name's initials on a coloured disc when there is none. */
export function StorefrontAvatar({
  storefront,
}: {
  storefront: Pick<PublicStorefront, 'display_name' | 'avatar_url'>;
}) {
  if (storefront.avatar_url) {
    return (
      <img
        src={imageRenditionUrl(storefront.avatar_url, 'card')}
        alt=""
        width={96}
        height={96}
        className="size-24 shrink-0 rounded-full bg-slate-100 object-cover"
      />
    );
  }
  const initials = storefront.display_name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  return (
    <span
      aria-hidden="true"
      className="flex size-24 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-2xl font-bold text-indigo-800"
    >
      {initials}
    </span>
  );
}
