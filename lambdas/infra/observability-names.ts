/**
 * Names shared by the Lambdas (which emit) and the CDK stack (which alarms and draws the
 * dashboard), so a renamed metric cannot silently leave an alarm watching nothing. No runtime
 * dependencies: the CDK app imports this file.
 */
export const METRICS_NAMESPACE = 'AutomationMarketplace';

/** Powertools' `service` dimension: one value for every function, so alarms match exactly. */
export const SERVICE_NAME = 'marketplace';

export const METRIC = {
  /** An order became paid (each order once: the fulfilment transaction runs once). */
  ordersPaid: 'OrdersPaid',
  /** Amount of the newly paid orders, in US cents. */
  revenueCents: 'RevenueCents',
  /** A buyer paid for products they already owned: the order is flagged for a refund. */
  refunds: 'RefundsFlagged',
  /** A Stripe webhook delivery we refused or could not handle. */
  webhookFailures: 'WebhookFailures',
  /** Fulfilment of a paid Checkout Session failed (the event is recorded for a retry). */
  fulfilmentFailures: 'FulfilmentFailures',
  /** Update e-mails sent to buyers of a newly published version. */
  notificationsSent: 'NotificationsSent',
  /** One account the nightly purge could not remove. */
  purgeFailures: 'PurgeFailures',
  /** Stripe refused or could not be reached for a seller's transfer (listed for the admin). */
  payoutTransferFailures: 'PayoutTransferFailures',
  /** A seller's share reached their connected account (transfer or release). */
  payoutTransfers: 'PayoutTransfers',
  /** A Stripe Connect webhook delivery we refused or could not handle. */
  connectWebhookFailures: 'ConnectWebhookFailures',
  /** A refund after payment took effect (back office or Stripe's Dashboard), once each. */
  orderRefunds: 'OrderRefunds',
  /** The buyer's bank opened a dispute on a payment (an alarm: evidence is due within days). */
  disputesOpened: 'DisputesOpened',
} as const;

export type MetricName = (typeof METRIC)[keyof typeof METRIC];

/** Environment variables the stack sets for Powertools. */
export const OBSERVABILITY_ENV = {
  logLevel: 'POWERTOOLS_LOG_LEVEL',
  serviceName: 'POWERTOOLS_SERVICE_NAME',
  metricsNamespace: 'POWERTOOLS_METRICS_NAMESPACE',
} as const;

/** SQS message attribute that carries the API request's correlation id to the jobs. */
export const CORRELATION_ATTRIBUTE = 'correlationId';
