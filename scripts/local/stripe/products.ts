import { randomBytes } from 'node:crypto';
import { invalidParam } from './errors';
import { boolean, metadata, requiredText, text, type Params } from './params';

/**
 * Stripe Products (`products.create`, `retrieve`): what a coupon's `applies_to[products]` and a
 * Checkout line's `price_data[product]` name. Ids may be chosen by the caller, as in Stripe.
 */
export interface LocalProduct {
  id: string;
  object: 'product';
  active: boolean;
  created: number;
  description: string | null;
  livemode: boolean;
  metadata: Record<string, string>;
  name: string;
}

export function createProduct(
  params: Params,
  options: { livemode: boolean; now: number },
): LocalProduct {
  const id = text(params.id) || `prod_${randomBytes(7).toString('hex')}`;
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(id)) {
    throw invalidParam('id', 'A product id may only contain letters, digits, - and _.');
  }
  return {
    id,
    object: 'product',
    active: boolean(params.active) ?? true,
    created: Math.floor(options.now / 1000),
    description: text(params.description) || null,
    livemode: options.livemode,
    metadata: metadata(params.metadata),
    name: requiredText(params, 'name'),
  };
}
