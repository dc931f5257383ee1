import { Link } from 'react-router-dom';
import { FollowButton } from './FollowButton';
import { storefrontPath } from './paths';

/** The product page's "By {seller}" line: a link to the storefront and its Follow button. */
export function SellerByline({
  seller,
  own = false,
}: {
  seller: { handle: string; display_name: string } | null | undefined;
  /** The viewer sells this product: no Follow button for their own storefront. */
  own?: boolean;
}) {
  if (!seller) return null;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-3 text-sm text-slate-700">
      <p>
        By{' '}
        <Link
          to={storefrontPath(seller.handle)}
          className="font-medium text-indigo-700 underline underline-offset-2"
        >
          {seller.display_name}
        </Link>
      </p>
      {!own && <FollowButton handle={seller.handle} displayName={seller.display_name} size="sm" />}
    </div>
  );
}
