import { useState } from 'react';
import type { ProductDetail } from '@contracts/catalogue';
import { canClaimFree, isPayWhatYouWant } from '@rules/pricing-options';
import { buttonClass } from '../../components/button';
import { CartIcon } from '../../components/icons-shell';
import { AmountField } from './AmountField';
import { GetItFreeButton } from './GetItFreeButton';

const WIDE = 'w-full sm:w-auto h-11 px-6 text-base';

/**
 * The product page's action for a free or pay-what-you-want product: "Get it free" for a free
 * one (or one from a minimum of $0), and for pay what you want an amount (the suggested price
 * first) with "Add to Cart".
 */
export function PricingChoiceAction({
  product,
  onAdd,
}: {
  product: ProductDetail;
  onAdd: (price: number) => void;
}) {
  const [price, setPrice] = useState(product.price);
  const free = canClaimFree(product) ? (
    <GetItFreeButton
      product={product}
      size="md"
      className={isPayWhatYouWant(product) ? `${WIDE} ${buttonClass('secondary')}` : WIDE}
    />
  ) : null;
  if (!isPayWhatYouWant(product)) return free;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <AmountField
        item={{ ...product, price: product.price }}
        label="Your price (USD)"
        onAmount={(_, next) => setPrice(next)}
      />
      <button
        type="button"
        className={buttonClass('primary', 'md', WIDE)}
        onClick={() => onAdd(price)}
      >
        <CartIcon className="size-5" />
        Add to Cart
      </button>
      {free}
    </div>
  );
}
