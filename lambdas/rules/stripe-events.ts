/**
 * The Stripe events the payments webhook (`/api/stripe-webhook`) acts on: one list, read by the
 * webhook's handlers, the docs' setup steps (a test checks the docs name every one) and the
 * local Stripe server. An event missing from the endpoint's subscription is silently never
 * handled: without `charge.refunded`, a refund made in the Dashboard would leave access open.
 */
export const CHECKOUT_SESSION_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
] as const;
export type CheckoutSessionEvent = (typeof CHECKOUT_SESSION_EVENTS)[number];

/** Events about a payment after checkout: refunds (the back office's or the Dashboard's), disputes. */
export const PAYMENT_EVENTS = ['charge.refunded', 'charge.dispute.created'] as const;
export type PaymentEvent = (typeof PAYMENT_EVENTS)[number];

export const PAYMENTS_WEBHOOK_EVENTS = [...CHECKOUT_SESSION_EVENTS, ...PAYMENT_EVENTS] as const;

/**
 * The Stripe events the Connect webhook (`/api/stripe-connect-webhook`, an endpoint created with
 * `connect: true`) acts on: `account.updated` keeps a seller's payout state current and releases
 * held earnings. Read by its handler, the local Stripe server and the deploy tool, which
 * subscribes the endpoint to exactly this list.
 */
export const CONNECT_WEBHOOK_EVENTS = ['account.updated'] as const;
export type ConnectWebhookEvent = (typeof CONNECT_WEBHOOK_EVENTS)[number];

export function isConnectWebhookEvent(type: string): type is ConnectWebhookEvent {
  return (CONNECT_WEBHOOK_EVENTS as readonly string[]).includes(type);
}
