import {
  chargeIdOf,
  publicCharge,
  sessionByCharge,
  sessionByPaymentIntent,
  type SessionWithPayment,
} from './charges';
import { buildEvent, type OutgoingEvent } from './events';
import { missingParam, noSuch } from './errors';
import { text } from './params';
import { createRefund } from './refunds';
import type { ApiContext, ApiRoute } from './routes';

function ownSessions({ store, livemode }: ApiContext) {
  return store.sessions.all().filter((session) => session.livemode === livemode);
}

/** `charge.refunded`: the charge after the refund, with what changed, to the account's endpoint. */
function chargeRefunded(before: SessionWithPayment, after: SessionWithPayment): OutgoingEvent {
  const previous = publicCharge(before);
  return {
    endpoint: 'account',
    event: buildEvent('charge.refunded', publicCharge(after), {
      livemode: after.livemode,
      previousAttributes: {
        amount_refunded: previous.amount_refunded,
        refunded: previous.refunded,
        refunds: previous.refunds,
      },
    }),
  };
}

/**
 * `refunds.create` (by payment_intent or charge, whole or partial), `refunds.list` (by
 * payment_intent or charge) and `refunds.retrieve`. A key only sees its own mode's payments.
 * Each refund announces `charge.refunded` (the charge with `amount_refunded`, `refunded` and its
 * `refunds`), as Stripe does.
 */
export const REFUND_ROUTES: ApiRoute[] = [
  {
    method: 'POST',
    path: /^\/v1\/refunds$/,
    handle: (context) => {
      const paymentIntent = text(context.params.payment_intent);
      const charge = text(context.params.charge);
      if (!paymentIntent && !charge) throw missingParam('payment_intent');
      const session = paymentIntent
        ? sessionByPaymentIntent(context.store, paymentIntent, context.livemode)
        : sessionByCharge(context.store, charge ?? '', context.livemode);
      if (!session) {
        throw paymentIntent
          ? noSuch('payment_intent', paymentIntent, 'payment_intent')
          : noSuch('charge', charge ?? '', 'charge');
      }
      const { session: refunded, refund } = createRefund(session, context.params);
      context.store.sessions.save(refunded);
      return {
        body: refund,
        events: [chargeRefunded(session, { ...refunded, payment_intent: session.payment_intent })],
      };
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/refunds$/,
    handle: (context) => {
      const paymentIntent = text(context.params.payment_intent);
      const charge = text(context.params.charge);
      const refunds = ownSessions(context)
        .filter((session) => !paymentIntent || session.payment_intent === paymentIntent)
        .filter(
          (session) =>
            !charge ||
            (session.payment_intent !== null && chargeIdOf(session.payment_intent) === charge),
        )
        .flatMap((session) => session.refunds ?? [])
        .sort((a, b) => b.created - a.created);
      return { body: { object: 'list', has_more: false, url: '/v1/refunds', data: refunds } };
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/refunds\/([^/]+)$/,
    handle: (context) => {
      const id = context.ids[0] ?? '';
      const refund = ownSessions(context)
        .flatMap((session) => session.refunds ?? [])
        .find((candidate) => candidate.id === id);
      if (!refund) throw noSuch('refund', id);
      return { body: refund };
    },
  },
];
