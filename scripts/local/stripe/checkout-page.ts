import { escapeHtml } from '../../../lambdas/rules/html';
import { atTestRate, LOCAL_TEST_RATES } from '../../../lambdas/rules/presentment';
import { CHECKOUT_TEXTS, NUMBER_LOCALES, type CheckoutTexts } from './checkout-texts';
import { money, page } from './page-layout';
import type { PageLocale } from './presentment';
import { LOCAL_TAX_RATE_PERCENT } from './pricing';
import type { LocalCheckoutSession } from './sessions';

/**
 * The hosted payment page of the local Stripe server: one self-contained HTML page (no external
 * assets, works offline) with the line items, the discount and tax when there are any, the
 * total, the buyer's e-mail, Pay and Cancel; a promotion code field and an optional tax id
 * field when the session asks for them.
 */

/**
 * How the page shows the session: in the buyer's language, and with Adaptive Pricing in their
 * currency (each USD amount at the fixed test rate; the total is what Pay charges them).
 */
export interface CheckoutView {
  locale: PageLocale;
  /** The buyer's currency; undefined: USD as the session is priced. */
  currency?: string;
}

/** Formats the session's USD amounts as this buyer sees them. */
function formatter(session: LocalCheckoutSession, view: CheckoutView) {
  const numberLocale = NUMBER_LOCALES[view.locale];
  const currency = view.currency;
  return (cents: number) => {
    const converted = currency ? atTestRate(Math.abs(cents), currency) : undefined;
    if (!currency || converted === undefined) return money(cents, session.currency, numberLocale);
    return money(Math.sign(cents) * converted, currency, numberLocale);
  };
}

type Format = (cents: number) => string;

function row(label: string, amount: string, className = ''): string {
  return (
    `<tr${className ? ` class="${className}"` : ''}><td>${escapeHtml(label)}</td>` +
    `<td class="amount">${amount}</td></tr>`
  );
}

/** Subtotal, discount and tax rows, shown only when the session has a discount or tax. */
function summaryRows(session: LocalCheckoutSession, texts: CheckoutTexts, format: Format): string {
  const { amount_discount: discount, amount_tax: tax } = session.total_details;
  if (session.discounts.length === 0 && !session.automatic_tax.enabled) return '';
  return [
    row(texts.subtotal, format(session.amount_subtotal)),
    session.discounts.length > 0
      ? row(`${texts.discount} (${session.discount_rule?.name ?? 'coupon'})`, format(-discount))
      : '',
    session.automatic_tax.enabled
      ? row(`${texts.tax} (${LOCAL_TAX_RATE_PERCENT}%)`, format(tax))
      : '',
  ].join('');
}

/** Stripe's exchange-rate disclosure under a converted total. */
function conversionNote(session: LocalCheckoutSession, view: CheckoutView, texts: CheckoutTexts) {
  const rate = view.currency ? LOCAL_TEST_RATES[view.currency] : undefined;
  if (!view.currency || rate === undefined) return '';
  const usd = money(session.amount_total, session.currency, NUMBER_LOCALES[view.locale]);
  const perDollar = `${rate} ${view.currency.toUpperCase()}`;
  return `<p class="note" id="conversion">${escapeHtml(texts.converted(usd, perDollar))}</p>`;
}

/** The "Promotion code" field, when the session allows codes and has none yet. */
function promotionCodeForm(
  session: LocalCheckoutSession,
  id: string,
  texts: CheckoutTexts,
  error?: string,
): string {
  if (!session.allow_promotion_codes || session.discounts.length > 0) return '';
  const alert = error
    ? `<p class="error" id="code-error" role="alert">${escapeHtml(error)}</p>`
    : '';
  return `<form method="post" action="/checkout/${id}/promotion-code">
<label for="promotion-code">${escapeHtml(texts.promotionCode)}</label>
<input id="promotion-code" name="code" autocomplete="off"${error ? ' aria-invalid="true" aria-describedby="code-error"' : ''}>
${alert}<div class="actions"><button type="submit">${escapeHtml(texts.apply)}</button></div>
</form>`;
}

/** The optional "Tax ID" field, when the session collects tax ids; it is sent with Pay. */
function taxIdField(session: LocalCheckoutSession, texts: CheckoutTexts): string {
  if (!session.tax_id_collection.enabled) return '';
  return `<label for="tax-id">${escapeHtml(texts.taxId)}</label>
<input id="tax-id" name="tax_id" form="pay-form" autocomplete="off" placeholder="e.g. DE123456789">`;
}

export function checkoutPage(
  session: LocalCheckoutSession,
  options: { promotionCodeError?: string; error?: string; view?: CheckoutView } = {},
): string {
  const view = options.view ?? { locale: 'en' };
  const texts = CHECKOUT_TEXTS[view.locale];
  const format = formatter(session, view);
  const rows = session.line_items
    .map((item) =>
      row(
        `${item.name}${item.quantity > 1 ? ` × ${item.quantity}` : ''}`,
        format(item.amount_subtotal),
      ),
    )
    .join('');
  const id = encodeURIComponent(session.id);
  const email = session.customer_email
    ? `<p class="email">${escapeHtml(texts.payingAs)} <strong>${escapeHtml(session.customer_email)}</strong></p>`
    : '';
  // Pay charges the currency the buyer was shown (Stripe's rate holds for the session).
  const currencyField = view.currency
    ? `<input type="hidden" name="presentment_currency" value="${escapeHtml(view.currency)}">`
    : '';
  return page(
    texts.title,
    `<h1>${escapeHtml(texts.heading)}</h1>
<span class="mode${session.livemode ? ' live' : ''}">${escapeHtml(session.livemode ? texts.liveMode : texts.testMode)}</span>
${email}
${options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : ''}
<table><tbody>${rows}${summaryRows(session, texts, format)}
${row(texts.total, format(session.amount_total), 'total')}
</tbody></table>
${conversionNote(session, view, texts)}
${promotionCodeForm(session, id, texts, options.promotionCodeError)}
${taxIdField(session, texts)}
<div class="actions">
<form method="post" action="/checkout/${id}/cancel"><button type="submit">${escapeHtml(texts.cancel)}</button></form>
<form method="post" action="/checkout/${id}/pay" id="pay-form">${currencyField}<button class="pay" type="submit">${escapeHtml(texts.pay)}</button></form>
</div>
<p class="note">${escapeHtml(texts.note)}</p>`,
    view.locale,
  );
}

/** A session that can no longer be paid: completed (link back to the result) or expired. */
export function closedCheckoutPage(session: LocalCheckoutSession): string {
  const done = session.status === 'complete';
  const link = done
    ? session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id)
    : session.cancel_url;
  return page(
    'Checkout (local Stripe)',
    `<h1>${done ? 'This checkout is complete' : 'This checkout has expired'}</h1>
<p class="email">${done ? 'The payment was already made.' : 'Start a new checkout from the shop.'}</p>
<div class="actions"><a class="button pay" href="${escapeHtml(link)}">Back to the shop</a></div>`,
  );
}

export function notFoundPage(): string {
  return page(
    'Checkout not found',
    '<h1>Checkout not found</h1><p class="email">This checkout link is not valid.</p>',
  );
}
