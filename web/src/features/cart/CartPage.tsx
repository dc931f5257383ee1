import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CHECKOUT_MESSAGES } from '@rules/checkout';
import { formatCents, formatUsd } from '@rules/money';
import { buttonClass } from '../../components/button';
import { CartIcon, InfoIcon } from '../../components/icons';
import { ButtonSpinner } from '../../components/Spinner';
import { PageMeta } from '../../components/PageMeta';
import { useCart, useShowsCart } from './cart-context';
import { cartTotal, discountedItems, quotedTotalCents } from './cart-pricing';
import { CartItemList } from './components/CartItemList';
import { CheckoutAcknowledgements } from './components/CheckoutAcknowledgements';
import { DiscountCodeField } from './components/DiscountCodeField';
import { GuestEmailForm } from './components/GuestEmailForm';
import { useCheckout } from './use-checkout';
import { discountCodeOfLink } from './discount-storage';
import { TaxLabel } from '../../components/TaxLabel';
import { useBundlePricedItems } from '../bundles/bundle-cart';
import { BundleCartNotes } from '../bundles/BundleCartNotes';

export function CartPage() {
  return (
    <>
      <PageMeta title="Shopping Cart" />
      <CartPageContent />
    </>
  );
}

function CartPageContent() {
  const { items: cartItems, remove, setAmount, discount } = useCart();
  // Bundles at the viewer's quoted price (less what they own): what checkout charges.
  const { items, quotes: bundleQuotes } = useBundlePricedItems(cartItems);
  const { quote } = discount;
  // The kept code travels to checkout even when it could not be checked just now: the server
  // checks it again and refuses it with its reason if it no longer applies.
  const { checkout, needsEmail, cancelEmail, processing, ready } = useCheckout(
    discount.code ?? undefined,
  );
  useLinkedDiscountCode(discount.code, discount.apply);
  const [understood, setUnderstood] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const acknowledged = understood && agreed;
  const mayBuy = useShowsCart();

  if (!mayBuy) {
    // Admins and sellers run the shop and do not buy in it (the API refuses them too).
    return (
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Shopping Cart</h1>
        <p
          role="status"
          className="mt-8 rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center text-slate-700"
        >
          {CHECKOUT_MESSAGES.shopAccountsCannotBuy}
        </p>
      </div>
    );
  }

  if (items.length === 0) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Shopping Cart</h1>
        <div className="mt-8 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
          <CartIcon className="size-10 text-slate-400" />
          <p className="mt-4 text-lg font-medium text-slate-900">Your cart is empty</p>
          <p className="mt-1 text-sm text-slate-600">
            Browse the templates and add the ones you need.
          </p>
          <Link to="/" className={buttonClass('primary', 'md', 'mt-6')}>
            Continue Shopping
          </Link>
        </div>
      </div>
    );
  }

  const count = items.length;
  // The check prices the cart as checkout does, bundles included.
  const quotedCents = quote ? quotedTotalCents(quote, items) : undefined;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Shopping Cart</h1>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-label="Items in your cart">
          <CartItemList
            items={items}
            onRemove={remove}
            onAmount={setAmount}
            disabled={processing}
            discounted={quote ? discountedItems(quote) : undefined}
          />
          <BundleCartNotes items={items} quotes={bundleQuotes} />
        </section>

        <aside
          aria-labelledby="order-summary-heading"
          className="h-fit rounded-2xl border border-slate-200 bg-white p-6 shadow-sm lg:sticky lg:top-24"
        >
          <h2 id="order-summary-heading" className="text-lg font-semibold text-slate-900">
            Order Summary
          </h2>
          <dl className="mt-4 space-y-2 text-sm">
            <div className="flex justify-between text-slate-600">
              <dt>Items</dt>
              <dd>{count}</dd>
            </div>
            {quote && (
              <>
                <div className="flex justify-between text-slate-600">
                  <dt>Subtotal</dt>
                  <dd>{formatCents((quotedCents ?? 0) + quote.discount_cents)}</dd>
                </div>
                <div className="flex justify-between text-emerald-800">
                  <dt>Discount ({quote.code})</dt>
                  <dd>−{formatCents(quote.discount_cents)}</dd>
                </div>
              </>
            )}
            <div className="flex justify-between border-t border-slate-200 pt-3 text-base font-semibold text-slate-900">
              <dt>Total</dt>
              <dd data-testid="cart-total">
                {formatUsd(quotedCents === undefined ? cartTotal(items) : quotedCents / 100)}
                <TaxLabel />
              </dd>
            </div>
          </dl>
          <div className="mt-4">
            <DiscountCodeField
              quote={quote}
              pendingCode={discount.code}
              onRetry={discount.retry}
              error={discount.error}
              checking={discount.checking}
              disabled={processing}
              onApply={discount.apply}
              onRemove={discount.remove}
              onEdit={discount.clearError}
            />
          </div>
          <p className="mt-3 flex gap-2 text-xs text-slate-600">
            <InfoIcon className="size-4 shrink-0 text-slate-400" />
            Prices are shown in USD. You can choose another currency on the secure checkout page.
          </p>

          <div className="mt-6">
            <CheckoutAcknowledgements
              understood={understood}
              agreed={agreed}
              onUnderstoodChange={setUnderstood}
              onAgreedChange={setAgreed}
              disabled={processing}
            />
          </div>

          <div className="mt-6">
            {needsEmail ? (
              <GuestEmailForm
                onBack={cancelEmail}
                onSubmit={(guest) => checkout(guest)}
                processing={processing}
                canSubmit={acknowledged}
              />
            ) : (
              <button
                type="button"
                className={buttonClass('primary', 'md', 'h-11 w-full text-base')}
                disabled={processing || !acknowledged || !ready}
                aria-busy={processing}
                onClick={() => checkout()}
              >
                {processing && <ButtonSpinner />}
                Checkout
              </button>
            )}
            {!acknowledged && (
              <p className="mt-2 text-center text-xs text-slate-500">
                Tick both boxes above to check out.
              </p>
            )}
          </div>
        </aside>
      </div>
    </div>
  );
}

/**
 * A link within the shop to `/cart?code=` fills the code in (a link from outside is read when the
 * app starts, see useCartDiscount); the parameter is then dropped so a removed code stays removed.
 */
function useLinkedDiscountCode(current: string | null, apply: (code: string) => void) {
  const [params, setParams] = useSearchParams();
  const linked = discountCodeOfLink(params.toString());
  useEffect(() => {
    if (!linked) return;
    if (linked !== current) apply(linked);
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('code');
        return next;
      },
      { replace: true },
    );
  }, [linked, current, apply, setParams]);
}
