import { noSuch } from './errors';
import { expandObject, expandPaths } from './expand';
import { objectResolver } from './objects';
import type { ApiContext, ApiRoute } from './routes';
import { createSession, expiredSession, publicSession, withCurrentStatus } from './sessions';
import { sessionEvent } from './webhook-delivery';

/** A session of the caller's mode (a key only sees its own mode's sessions, as in Stripe). */
function ownSession({ store, livemode }: ApiContext, id: string) {
  const stored = store.sessions.get(id);
  if (!stored || stored.livemode !== livemode) throw noSuch('checkout.session', id, 'session');
  return withCurrentStatus(stored);
}

/**
 * Checkout Sessions: create, retrieve (with `expand[]`), list line items, and expire, which
 * announces checkout.session.expired as Stripe does.
 */
export const SESSION_ROUTES: ApiRoute[] = [
  {
    method: 'POST',
    path: /^\/v1\/checkout\/sessions$/,
    handle: ({ params, publicUrl, livemode, store }) => {
      const session = store.sessions.save(createSession(params, { publicUrl, livemode }));
      return { body: publicSession(session) };
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
        body: {
          object: 'list',
          has_more: false,
          url: `/v1/checkout/sessions/${session.id}/line_items`,
          data: session.line_items.map((item, index) => ({
            id: `li_${index}`,
            object: 'item',
            description: item.name,
            quantity: item.quantity,
            currency: item.currency,
            amount_total: item.unit_amount * item.quantity,
            price: { unit_amount: item.unit_amount, currency: item.currency },
          })),
        },
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
