import {
  publicCharge,
  publicPaymentIntent,
  sessionByCharge,
  sessionByPaymentIntent,
} from './charges';
import type { ObjectResolver } from './expand';
import type { LocalStripeStore } from './store';

/** Any object the server holds, by id, as the API returns it, for `expand[]` (own mode only). */
export function objectResolver(store: LocalStripeStore, livemode: boolean): ObjectResolver {
  return (id) => {
    if (id.startsWith('pi_')) {
      const session = sessionByPaymentIntent(store, id, livemode);
      return session ? publicPaymentIntent(session) : undefined;
    }
    if (id.startsWith('ch_')) {
      const session = sessionByCharge(store, id, livemode);
      return session ? publicCharge(session) : undefined;
    }
    const stored = id.startsWith('acct_')
      ? store.accounts.get(id)
      : id.startsWith('tr_')
        ? store.transfers.get(id)
        : undefined;
    return stored?.livemode === livemode ? { ...stored } : undefined;
  };
}
