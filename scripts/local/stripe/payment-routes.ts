import {
  publicCharge,
  publicPaymentIntent,
  sessionByCharge,
  sessionByPaymentIntent,
} from './charges';
import { noSuch } from './errors';
import { expandObject, expandPaths } from './expand';
import { objectResolver } from './objects';
import type { ApiRoute } from './routes';

/** The PaymentIntent and the Charge of a session's payment (`paymentIntents.retrieve`, `charges.retrieve`). */
export const PAYMENT_ROUTES: ApiRoute[] = [
  {
    method: 'GET',
    path: /^\/v1\/payment_intents\/([^/]+)$/,
    handle: ({ ids: [id = ''], store, livemode, params }) => {
      const session = sessionByPaymentIntent(store, id, livemode);
      if (!session) throw noSuch('payment_intent', id);
      const intent = publicPaymentIntent(session);
      return { body: expandObject(intent, expandPaths(params), objectResolver(store, livemode)) };
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/charges\/([^/]+)$/,
    handle: ({ ids: [id = ''], store, livemode, params }) => {
      const session = sessionByCharge(store, id, livemode);
      if (!session) throw noSuch('charge', id);
      const charge = publicCharge(session);
      return { body: expandObject(charge, expandPaths(params), objectResolver(store, livemode)) };
    },
  },
];
