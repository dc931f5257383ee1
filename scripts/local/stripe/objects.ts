import {
  publicCharge,
  publicPaymentIntent,
  sessionByCharge,
  sessionByPaymentIntent,
} from './charges';
import type { ObjectResolver } from './expand';
import { publicInvoice } from './invoices';
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
    if (id.startsWith('in_')) {
      const invoice = store.invoices.get(id);
      return invoice?.livemode === livemode ? { ...publicInvoice(invoice) } : undefined;
    }
    const collections = {
      acct_: store.accounts,
      tr_: store.transfers,
      dp_: store.disputes,
      promo_: store.promotionCodes,
    };
    const prefix = Object.keys(collections).find((candidate) => id.startsWith(candidate));
    const stored = prefix ? collections[prefix as keyof typeof collections].get(id) : undefined;
    return stored?.livemode === livemode ? { ...stored } : undefined;
  };
}
