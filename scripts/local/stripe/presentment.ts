import {
  atTestRate,
  LOCAL_TEST_RATES,
  presentmentOfRefund,
} from '../../../lambdas/rules/presentment';
import { boolean, record, text, type Params } from './params';
import type { LocalCheckoutSession } from './sessions';

/**
 * Adaptive Pricing and the checkout's language on the local Stripe server, offline: a session
 * created with `adaptive_pricing[enabled]=true` is shown and paid in the buyer's currency at a
 * fixed test rate (LOCAL_TEST_RATES: EUR 0.92, GBP 0.79 per USD), while its `currency` and
 * amounts stay in USD as Stripe's do since 2025-03-31; the buyer's side comes back as
 * `presentment_details` on the session, its PaymentIntent, its charge and each refund.
 *
 * The buyer's currency, as Stripe infers it from where they are: a test control first (the
 * page's `?currency=eur`, or `presentment_currency` posted with Pay), else the region of the
 * browser's Accept-Language (de-DE -> EUR, en-GB -> GBP; a bare `de`, `fr`... -> EUR), else USD.
 */

export interface LocalPresentmentDetails {
  presentment_amount: number;
  presentment_currency: string;
}

/** Languages the local checkout page speaks; Stripe speaks many more. */
export const PAGE_LOCALES = ['en', 'de', 'fr'] as const;
export type PageLocale = (typeof PAGE_LOCALES)[number];

const EURO_REGIONS = new Set(['AT', 'BE', 'DE', 'ES', 'FI', 'FR', 'IE', 'IT', 'LU', 'NL', 'PT']);
const EURO_LANGUAGES = new Set(['de', 'es', 'fi', 'fr', 'it', 'nl', 'pt']);

/** `adaptive_pricing` and `locale` of `checkout.sessions.create`, as the session shows them. */
export function localisationOf(
  params: Params,
): Pick<LocalCheckoutSession, 'adaptive_pricing' | 'locale'> {
  return {
    adaptive_pricing: { enabled: boolean(record(params.adaptive_pricing).enabled) === true },
    locale: text(params.locale) ?? null,
  };
}

/** Accept-Language's tags, most wanted first (`de-DE,de;q=0.9,en;q=0.8`). */
function acceptedTags(acceptLanguage: string | undefined): string[] {
  return (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = Number(
        rest
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? '1',
      );
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0 };
    })
    .filter((entry) => entry.tag && entry.tag !== '*')
    .sort((a, b) => b.q - a.q)
    .map((entry) => entry.tag);
}

function supportedLocale(tag: string | null | undefined): PageLocale | undefined {
  const language = tag?.toLowerCase().split('-')[0];
  return PAGE_LOCALES.find((locale) => locale === language);
}

/** The page's language: the session's `locale`, or with `auto` (or none) the browser's. */
export function pageLocale(
  session: Pick<LocalCheckoutSession, 'locale'>,
  acceptLanguage: string | undefined,
): PageLocale {
  if (session.locale && session.locale !== 'auto') return supportedLocale(session.locale) ?? 'en';
  if (!session.locale) return 'en';
  for (const tag of acceptedTags(acceptLanguage)) {
    const locale = supportedLocale(tag);
    if (locale) return locale;
  }
  return 'en';
}

function currencyOfTag(tag: string): string | undefined {
  const [language = '', region = ''] = tag.split('-');
  const upper = region.toUpperCase();
  if (upper === 'GB') return 'gbp';
  if (EURO_REGIONS.has(upper)) return 'eur';
  if (!region && EURO_LANGUAGES.has(language.toLowerCase())) return 'eur';
  return undefined;
}

/** The buyer's currency for this session; undefined: they pay in USD (no conversion). */
export function buyerCurrency(
  session: Pick<LocalCheckoutSession, 'adaptive_pricing' | 'amount_total'>,
  options: { requested?: string | null; acceptLanguage?: string },
): string | undefined {
  if (!session.adaptive_pricing?.enabled || session.amount_total === 0) return undefined;
  const requested = options.requested?.trim().toLowerCase();
  if (requested) return requested in LOCAL_TEST_RATES ? requested : undefined;
  const [first] = acceptedTags(options.acceptLanguage);
  return first ? currencyOfTag(first) : undefined;
}

/** What the buyer sees and pays in their currency for a USD amount. */
export function presentmentOf(
  cents: number,
  currency: string | undefined,
): LocalPresentmentDetails | undefined {
  const amount = currency ? atTestRate(cents, currency) : undefined;
  return currency && amount !== undefined
    ? { presentment_amount: amount, presentment_currency: currency }
    : undefined;
}

/** The session as paid in the buyer's currency (unchanged when they pay in USD). */
export function withPresentment(
  session: LocalCheckoutSession,
  currency: string | undefined,
): LocalCheckoutSession {
  const details = presentmentOf(session.amount_total, currency);
  return details ? { ...session, presentment_details: details } : session;
}

/**
 * A refund of `amount` USD cents in the buyer's currency: the running total converted at the
 * payment's own rate, so partial refunds add up exactly to what the buyer paid.
 */
export function refundPresentment(
  session: LocalCheckoutSession,
  refundedBefore: number,
  amount: number,
): LocalPresentmentDetails | undefined {
  const paid = session.presentment_details;
  if (!paid) return undefined;
  const charge = { total: session.amount_total, presentment: paid.presentment_amount };
  return {
    presentment_amount: presentmentOfRefund(charge, refundedBefore, amount),
    presentment_currency: paid.presentment_currency,
  };
}
