/**
 * Runtime configuration of every handler, read from the environment. The CDK stack sets these
 * on each Lambda; the local stack sets them on the local API server with emulator endpoints.
 * Read lazily so tests and the local server can set the environment before first use.
 */
export interface RuntimeConfig {
  region: string;
  tableName: string;
  filesBucket: string;
  /** Public product images, served at /media/* ('' where no handler needs it). */
  mediaBucket: string;
  /** The SPA's bucket, where the sitemap job writes its files ('' where nothing else needs it). */
  siteBucket: string;
  userPoolId: string;
  userPoolClientId: string;
  /** Token issuer; on AWS `https://cognito-idp.{region}.amazonaws.com/{poolId}`. */
  cognitoIssuer: string;
  siteUrl: string;
  adminEmail: string;
  supportEmail: string;
  mailFrom: string;
  /** Whether the user pool runs Cognito threat protection (shown on the security page). */
  threatProtection: boolean;
  /** The debug-panel flag until an admin sets it; off unless the environment says otherwise. */
  debugPanelDefault: boolean;
  /**
   * Stripe Tax: Checkout adds tax to the (tax-exclusive) prices and collects the buyer's tax id.
   * Off unless the environment turns it on (docs/payments.md "Tax and invoices").
   */
  stripeTax: boolean;
  /**
   * Checkout in the buyer's currency and language: Stripe's Adaptive Pricing and `locale: 'auto'`.
   * Prices stay set in USD and the shop records USD (docs/payments.md "Buyer's currency").
   */
  adaptivePricing: boolean;
  /** Endpoint overrides, set only on the local stack. */
  endpoints: {
    dynamodb?: string;
    s3?: string;
    ses?: string;
    cognito?: string;
    stripe?: string;
  };
}

/** Names of the environment variables, shared with the CDK stack and the local stack. */
export const ENV = {
  region: 'AWS_REGION',
  tableName: 'TABLE_NAME',
  filesBucket: 'FILES_BUCKET',
  mediaBucket: 'MEDIA_BUCKET',
  siteBucket: 'SITE_BUCKET',
  userPoolId: 'USER_POOL_ID',
  userPoolClientId: 'USER_POOL_CLIENT_ID',
  cognitoIssuer: 'COGNITO_ISSUER',
  siteUrl: 'SITE_URL',
  adminEmail: 'ADMIN_EMAIL',
  supportEmail: 'SUPPORT_EMAIL',
  mailFrom: 'MAIL_FROM',
  dynamodbEndpoint: 'DYNAMODB_ENDPOINT',
  s3Endpoint: 'S3_ENDPOINT',
  sesEndpoint: 'SES_ENDPOINT',
  cognitoEndpoint: 'COGNITO_ENDPOINT',
  stripeEndpoint: 'STRIPE_ENDPOINT',
  threatProtection: 'THREAT_PROTECTION',
  debugPanelDefault: 'DEBUG_PANEL_DEFAULT',
  stripeTax: 'STRIPE_TAX',
  adaptivePricing: 'STRIPE_ADAPTIVE_PRICING',
  /**
   * Search group only: how long a loaded search index serves before the head is read again
   * (unset: every search reads it, as locally and in tests).
   */
  searchIndexRefreshSeconds: 'SEARCH_INDEX_REFRESH_SECONDS',
  /**
   * Catalogue group only: how long a container reuses the facet counts it read (unset: every
   * page reads them, as locally and in tests).
   */
  catalogueFacetsRefreshSeconds: 'CATALOGUE_FACETS_REFRESH_SECONDS',
  /** AWS only: the secret CloudFront's origin header must match (unset locally: no check). */
  originSecretArn: 'ORIGIN_SECRET_ARN',
} as const;

/** The header CloudFront adds to every API request (value: the origin secret). */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

function optional(name: string): string | undefined {
  return process.env[name] || undefined;
}

export function loadConfig(): RuntimeConfig {
  const region = optional(ENV.region) ?? 'us-east-1';
  const userPoolId = required(ENV.userPoolId);
  return {
    region,
    tableName: required(ENV.tableName),
    filesBucket: required(ENV.filesBucket),
    mediaBucket: optional(ENV.mediaBucket) ?? '',
    siteBucket: optional(ENV.siteBucket) ?? '',
    userPoolId,
    userPoolClientId: required(ENV.userPoolClientId),
    cognitoIssuer:
      optional(ENV.cognitoIssuer) ?? `https://cognito-idp.${region}.amazonaws.com/${userPoolId}`,
    siteUrl: required(ENV.siteUrl),
    adminEmail: optional(ENV.adminEmail) ?? '',
    supportEmail: optional(ENV.supportEmail) ?? '',
    mailFrom: optional(ENV.mailFrom) ?? '',
    threatProtection: optional(ENV.threatProtection) === 'true',
    debugPanelDefault: optional(ENV.debugPanelDefault) === 'true',
    stripeTax: optional(ENV.stripeTax) === 'true',
    adaptivePricing: optional(ENV.adaptivePricing) === 'true',
    endpoints: {
      dynamodb: optional(ENV.dynamodbEndpoint),
      s3: optional(ENV.s3Endpoint),
      ses: optional(ENV.sesEndpoint),
      cognito: optional(ENV.cognitoEndpoint),
      stripe: optional(ENV.stripeEndpoint),
    },
  };
}

let cached: RuntimeConfig | undefined;

export function config(): RuntimeConfig {
  cached ??= loadConfig();
  return cached;
}

/** For tests that change the environment between cases. */
export function resetConfigCache(): void {
  cached = undefined;
}
