import { log } from '../../infra/logger';
import { closePayoutAccount } from '../../repositories/payouts/payout-account-repository';

/**
 * The purge of a seller's account. Their payout partition holds no personal data (the seller
 * record's id, amounts, order references, Stripe ids; names and e-mails live on the profile and
 * the seller record, which the purge deletes) and is the shop's record of what it owed and paid
 * them, so it is kept. The payout account is closed: nothing more is transferred, and earnings
 * still held stay listed for the admin to settle with the seller outside the shop.
 */
export async function closeSellerPayouts(sellerId: string, now: string): Promise<void> {
  if (await closePayoutAccount(sellerId, now)) {
    log('info', 'Payout account of a purged seller closed', { sellerId });
  }
}
