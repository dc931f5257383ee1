import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { cardAction } from '@rules/card-action';
import type { ProductDetail } from '@contracts/catalogue';
import { buttonClass } from '../../../components/button';
import { CartIcon } from '../../../components/icons-shell';
import { manageProductPath, ownedProductPath } from '../../../lib/paths';
import { useAuth } from '../../auth/auth-context';
import { useViewer } from '../../auth/use-viewer';
import { useCart } from '../../cart/cart-context';
import { NotifyMeButton } from '../../interest/NotifyMeButton';
import { isPayWhatYouWant } from '@rules/pay-what-you-want';

// Free and pay-what-you-want products only: their amount field and claim button load with them.
const PricingChoiceAction = lazy(() =>
  import('../../free-claims/PricingChoiceAction').then((module) => ({
    default: module.PricingChoiceAction,
  })),
);

// Only shop accounts (admin, seller) read it: the checkout messages stay out of a shopper's load.
const ShopAccountNotice = lazy(() =>
  import('@rules/checkout').then(({ CHECKOUT_MESSAGES }) => ({
    default: () => (
      <p className="text-sm text-slate-600">{CHECKOUT_MESSAGES.shopAccountsCannotBuy}</p>
    ),
  })),
);

const SIZE = 'md';
const WIDE = 'w-full sm:w-auto h-11 px-6 text-base';

/**
 * The detail page's action: coming soon as on the card; purchased gives 'Open in
 * Dashboard'; admin or owning seller 'Manage Product'; otherwise 'Add to Cart', only while the
 * product is available for purchase.
 */
export function ProductAction({ product }: { product: ProductDetail }) {
  const viewer = useViewer();
  const { isAdmin } = useAuth();
  const cart = useCart();
  const action = cardAction(product, viewer);

  switch (action) {
    case 'notify-me':
      return (
        <NotifyMeButton
          product={product}
          trigger={
            <button type="button" className={buttonClass('primary', SIZE, WIDE)}>
              Notify Me
            </button>
          }
        />
      );
    case 'coming-soon':
      return (
        <button type="button" className={buttonClass('secondary', SIZE, WIDE)} disabled>
          Coming Soon
        </button>
      );
    case 'already-purchased':
      return (
        <Link to={ownedProductPath(product.id)} className={buttonClass('primary', SIZE, WIDE)}>
          Open in Dashboard
        </Link>
      );
    case 'manage-product':
      return (
        <Link
          to={manageProductPath(product.id, isAdmin)}
          className={buttonClass('secondary', SIZE, WIDE)}
        >
          Manage Product
        </Link>
      );
    case 'view-details':
      return (
        <Suspense fallback={<div className="h-5" aria-hidden="true" />}>
          <ShopAccountNotice />
        </Suspense>
      );
    case 'get-free':
    case 'add-to-cart':
      if (!product.available_for_purchase) {
        return (
          <p className="text-sm text-slate-600">This product is not available for purchase.</p>
        );
      }
      if (action === 'get-free' || isPayWhatYouWant(product)) {
        return (
          <Suspense fallback={<div className="h-11" aria-hidden="true" />}>
            <PricingChoiceAction
              product={product}
              onAdd={(price) => cart.add({ ...product, price })}
            />
          </Suspense>
        );
      }
      return (
        <button
          type="button"
          className={buttonClass('primary', SIZE, WIDE)}
          onClick={() => cart.add(product)}
        >
          <CartIcon className="size-5" />
          Add to Cart
        </button>
      );
  }
}
