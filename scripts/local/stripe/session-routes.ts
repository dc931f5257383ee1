import { discountLookup } from './discount-lookup';
import { noSuch } from './errors';
import { expandObject, expandPaths } from './expand';
import { listPage } from './lists';
import { objectResolver } from './objects';
import { text } from './params';
import type { ApiContext, ApiRoute } from './routes';
import { createSession } from './session-create';
import { expiredSession, publicLineItems, publicSession, withCurrentStatus } from './sessions';
import { couponKey } from './store';
import { sessionEvent } from './webhook-delivery';

/** A session of the caller's mode (a key only sees its own mode's sessions, as in Stripe). */
function ownSession({ store, livemode }: ApiContext, id: string) {
  const stored = store.sessions.get(id);
  if (!stored || stored.livemode !== livemode) throw noSuch('checkout.session', id, 'session');
  return withCurrentStatus(stored);
}

/**
 * Checkout Sessions: create (with a discount, automatic tax, tax id collection and invoice
 * creation), list (by payment_intent), retrieve (with `expand[]`), list line items (each with its discount and tax), and
 * expire, which announces checkout.session.expired as Stripe does.
 */
export const SESSION_ROUTES: ApiRoute[] = [
  {
    method: 'POST',
    path: /^\/v1\/checkout\/sessions$/,
    handle: ({ params, publicUrl, livemode, store, now }) => {
      const session = createSession(params, {
        publicUrl,
        livemode,
        now: now(),
        lookup: discountLookup(store, livemode),
        productName: (id) => store.products.get(couponKey(id, livemode))?.name,
      });
      return { body: publicSession(store.sessions.save(session)) };
    },
  },
  {
    // `checkout.sessions.list`, filtered by `payment_intent` as Stripe allows: the session
    // behind a charge's refund or dispute.
    method: 'GET',
    path: /^\/v1\/checkout\/sessions$/,
    handle: (context) => {
      const paymentIntent = text(context.params.payment_intent);
      const sessions = context.store.sessions
        .all()
        .filter((session) => session.livemode === context.livemode)
        .filter((session) => !paymentIntent || session.payment_intent === paymentIntent)
        .map((session) => publicSession(withCurrentStatus(session)))
        .reverse();
      return {
        body: listPage(sessions, context.params, {
          url: '/v1/checkout/sessions',
          kind: 'checkout.session',
        }),
      };
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/checkout\/sessions\/([^/]+)$/,
    handle: (context) => {
      const session = publicSession(ownSession(context, context.ids[0] ?? ''));
      const resolver = objectResolver(context.store, context.livemode);
      return { body: expandObject(session, expandPaths(context.params), resolver) };
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/checkout\/sessions\/([^/]+)\/line_items$/,
    handle: (context) => {
      const session = ownSession(context, context.ids[0] ?? '');
      return {
        body: listPage(publicLineItems(session), context.params, {
          url: `/v1/checkout/sessions/${session.id}/line_items`,
          kind: 'line_item',
        }),
      };
    },
  },
  {
    method: 'POST',
    path: /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/,
    handle: (context) => {
      const expired = context.store.sessions.save(
        expiredSession(ownSession(context, context.ids[0] ?? '')),
      );
      return {
        body: publicSession(expired),
        events: [{ endpoint: 'account', event: sessionEvent('checkout.session.expired', expired) }],
      };
    },
  },
];
