import { noSuch } from './errors';
import { listPage } from './lists';
import { text } from './params';
import type { ApiRoute } from './routes';

/** `disputes.retrieve` and `disputes.list` (by charge or payment_intent). */
export const DISPUTE_ROUTES: ApiRoute[] = [
  {
    method: 'GET',
    path: /^\/v1\/disputes\/([^/]+)$/,
    handle: ({ ids: [id = ''], store, livemode }) => {
      const dispute = store.disputes.get(id);
      if (!dispute || dispute.livemode !== livemode) throw noSuch('dispute', id);
      return { body: dispute };
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/disputes$/,
    handle: ({ store, livemode, params }) => {
      const charge = text(params.charge);
      const paymentIntent = text(params.payment_intent);
      const matching = store.disputes
        .all()
        .filter((dispute) => dispute.livemode === livemode)
        .filter((dispute) => !charge || dispute.charge === charge)
        .filter((dispute) => !paymentIntent || dispute.payment_intent === paymentIntent)
        .reverse();
      return { body: listPage(matching, params, { url: '/v1/disputes', kind: 'dispute' }) };
    },
  },
];
