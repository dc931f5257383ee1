import { Link } from 'react-router-dom';
import { CARD_ACTION_LABELS, cardAction } from '@rules/card-action';
import type { CatalogueProduct } from '@rules/product';
import { buttonClass } from '../../../components/button';
import { CartIcon } from '../../../components/icons-shell';
import { manageProductPath } from '../../../lib/paths';
import { useAuth } from '../../auth/auth-context';
import { useViewer } from '../../auth/use-viewer';
import { useCart } from '../../cart/cart-context';
import { NotifyMeButton } from '../../interest/NotifyMeButton';
import { GetItFreeButton } from '../../free-claims/GetItFreeButton';

interface ProductCardActionProps {
  product: CatalogueProduct;
  /** Id of the card's name, so "Add to Cart" is announced together with the product. */
  describedBy: string;
}

export function ProductCardAction({ product, describedBy }: ProductCardActionProps) {
  const viewer = useViewer();
  const { isAdmin } = useAuth();
  const cart = useCart();
  const action = cardAction(product, viewer);
  const label = CARD_ACTION_LABELS[action];

  switch (action) {
    case 'add-to-cart':
      return (
        <button
          type="button"
          className={buttonClass('primary', 'sm')}
          aria-describedby={describedBy}
          onClick={() => cart.add(product)}
        >
          <CartIcon className="size-4" />
          {label}
        </button>
      );
    case 'get-free':
      return <GetItFreeButton product={product} size="sm" className="" describedBy={describedBy} />;
    case 'notify-me':
      return (
        <NotifyMeButton
          product={product}
          trigger={
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              aria-describedby={describedBy}
            >
              {label}
            </button>
          }
        />
      );
    case 'view-details':
      return (
        <Link
          to={`/product/${encodeURIComponent(product.id)}`}
          className={buttonClass('secondary', 'sm')}
          aria-describedby={describedBy}
        >
          {label}
        </Link>
      );
    case 'manage-product':
      return (
        <Link
          to={manageProductPath(product.id, isAdmin)}
          className={buttonClass('secondary', 'sm')}
          aria-describedby={describedBy}
        >
          {label}
        </Link>
      );
    case 'coming-soon':
    case 'already-purchased':
      return (
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          aria-describedby={describedBy}
          disabled
        >
          {label}
        </button>
      );
  }
}
