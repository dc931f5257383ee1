import type { AdminSettings } from '../../contracts/admin';
import { PAYOUT_MESSAGES, type SellerCommission } from '../../contracts/payouts';
import { listSellerRecords } from '../../repositories/back-office-repository';
import { commissionOverrideTransactUpdate } from '../../repositories/payout-account-repository';
import { commissionRateTransactUpdate } from '../../repositories/settings-repository';
import { writeTransaction } from '../../repositories/transaction';
import { formatRate } from '../../rules/commission';
import { auditWrite, type AdminActor } from '../shared/audit-service';
import { getAdminSettings } from '../shared/admin-settings';
import { NotFoundError } from '../shared/errors';
import { sellerCommission } from '../seller-shares/commission-service';

/** The admin's commission settings: the shop's default rate and a seller's own rate. */

/** PUT /api/admin/settings/commission: the default for every later sale, audited. */
export async function setShopCommission(
  actor: AdminActor,
  rateBps: number,
  now = new Date(),
): Promise<AdminSettings> {
  await writeTransaction([
    commissionRateTransactUpdate(rateBps),
    auditWrite(
      actor,
      'settings.commission',
      { type: 'settings', id: 'admin' },
      `commission ${formatRate(rateBps)}`,
      now,
    ),
  ]);
  return getAdminSettings();
}

/** PUT /api/admin/sellers/{sellerId}/commission: the seller's own rate or the default again. */
export async function setSellerCommission(
  actor: AdminActor,
  sellerId: string,
  rateBps: number | null,
  now = new Date(),
): Promise<SellerCommission> {
  const sellers = await listSellerRecords();
  if (!sellers.some((seller) => seller.id === sellerId)) {
    throw new NotFoundError(PAYOUT_MESSAGES.sellerNotFound);
  }
  await writeTransaction([
    commissionOverrideTransactUpdate(sellerId, rateBps),
    auditWrite(
      actor,
      'seller.commission',
      { type: 'seller', id: sellerId },
      rateBps === null ? 'commission: shop default' : `commission ${formatRate(rateBps)}`,
      now,
    ),
  ]);
  return sellerCommission(sellerId);
}
