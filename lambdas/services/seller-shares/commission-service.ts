import type { SellerCommission } from '../../contracts/payouts';
import { getPayoutAccount, getPayoutAccounts } from '../../repositories/payout-account-repository';
import { getSettings } from '../../repositories/settings-repository';
import { DEFAULT_COMMISSION_RATE_BPS, effectiveRate } from '../../rules/commission';
import type { Product } from '../../rules/product';

/**
 * The shop's commission: a default rate in the admin settings (10% until set) and an optional
 * rate per seller on their payout account. Checkout writes the rate in force on each line of
 * the pending order, so a later change never rewrites what was sold.
 */

export async function shopCommissionRate(): Promise<number> {
  return (await getSettings()).commission_rate_bps ?? DEFAULT_COMMISSION_RATE_BPS;
}

/**
 * What checkout writes on the order: the seller of each seller's product and the rate charged
 * on it (the seller's own rate, else the shop's). Products without a seller get neither.
 */
export async function sellerLinesOf(
  products: readonly Pick<Product, 'id' | 'seller_id'>[],
): Promise<{ seller_ids: Record<string, string>; commission_rates: Record<string, number> }> {
  const sold = products.filter((product) => product.seller_id);
  if (sold.length === 0) return { seller_ids: {}, commission_rates: {} };
  const [shopRate, accounts] = await Promise.all([
    shopCommissionRate(),
    getPayoutAccounts(sold.map((product) => product.seller_id as string)),
  ]);
  const seller_ids: Record<string, string> = {};
  const commission_rates: Record<string, number> = {};
  for (const product of sold) {
    const sellerId = product.seller_id as string;
    seller_ids[product.id] = sellerId;
    commission_rates[product.id] = effectiveRate(
      accounts.get(sellerId)?.commission_rate_bps,
      shopRate,
    );
  }
  return { seller_ids, commission_rates };
}

/** A seller's commission as the admin's seller record shows it. */
export async function sellerCommission(sellerId: string): Promise<SellerCommission> {
  const [shopRate, account] = await Promise.all([shopCommissionRate(), getPayoutAccount(sellerId)]);
  const override = account?.commission_rate_bps ?? null;
  return {
    seller_id: sellerId,
    override_rate_bps: override,
    effective_rate_bps: effectiveRate(override, shopRate),
    shop_default_rate_bps: shopRate,
  };
}
