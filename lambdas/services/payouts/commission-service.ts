import type { AdminSettings } from '../../contracts/admin';
import type { SellerCommission } from '../../contracts/payouts';
import type { AdminActor } from '../admin/audit-service';
import { getAdminSettings } from '../admin/settings-service';
import { DEFAULT_COMMISSION_RATE_BPS } from '../../rules/commission';
import { NotFoundError } from '../errors';

/** Stub until commission storage lands on this branch. */
export async function setShopCommission(_actor: AdminActor, _rate: number): Promise<AdminSettings> {
  return getAdminSettings();
}

export async function setSellerCommission(
  _actor: AdminActor,
  _sellerId: string,
  _rate: number | null,
): Promise<SellerCommission> {
  throw new NotFoundError('Seller not found');
}

/** A seller's commission as the admin's seller record shows it. */
export async function sellerCommission(sellerId: string): Promise<SellerCommission> {
  return {
    seller_id: sellerId,
    override_rate_bps: null,
    effective_rate_bps: DEFAULT_COMMISSION_RATE_BPS,
    shop_default_rate_bps: DEFAULT_COMMISSION_RATE_BPS,
  };
}
