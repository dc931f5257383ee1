import { escapeHtml } from '../../../lambdas/rules/html';
import { money, page } from './page-layout';
import { LOCAL_TAX_RATE_PERCENT } from './pricing';
import type { LocalCheckoutSession } from './sessions';

/**
 * The hosted payment page of the local Stripe server: one self-contained HTML page (no external
 * assets, works offline) with the line items, the discount and tax when there are any, the
 * total, the buyer's e-mail, Pay and Cancel; a promotion code field and an optional tax id
 * field when the session asks for them.
 */

function row(label: string, cents: number, currency: string, className = ''): string {
  return (
    `<tr${className ? ` class="${className}"` : ''}><td>${escapeHtml(label)}</td>` +
    `<td class="amount">${money(cents, currency)}</td></tr>`
  );
}

/** Subtotal, discount and tax rows, shown only when the session has a discount or tax. */
function summaryRows(session: LocalCheckoutSession): string {
  const { amount_discount: discount, amount_tax: tax } = session.total_details;
  if (session.discounts.length === 0 && !session.automatic_tax.enabled) return '';
  return [
    row('Subtotal', session.amount_subtotal, session.currency),
    session.discounts.length > 0
      ? row(`Discount (${session.discount_rule?.name ?? 'coupon'})`, -discount, session.currency)
      : '',
    session.automatic_tax.enabled
      ? row(`Tax (${LOCAL_TAX_RATE_PERCENT}%)`, tax, session.currency)
      : '',
  ].join('');
}

/** The "Promotion code" field, when the session allows codes and has none yet. */
function promotionCodeForm(session: LocalCheckoutSession, id: string, error?: string): string {
  if (!session.allow_promotion_codes || session.discounts.length > 0) return '';
  const alert = error
    ? `<p class="error" id="code-error" role="alert">${escapeHtml(error)}</p>`
    : '';
  return `<form method="post" action="/checkout/${id}/promotion-code">
<label for="promotion-code">Promotion code</label>
<input id="promotion-code" name="code" autocomplete="off"${error ? ' aria-invalid="true" aria-describedby="code-error"' : ''}>
${alert}<div class="actions"><button type="submit">Apply</button></div>
</form>`;
}

/** The optional "Tax ID" field, when the session collects tax ids; it is sent with Pay. */
function taxIdField(session: LocalCheckoutSession): string {
  if (!session.tax_id_collection.enabled) return '';
  return `<label for="tax-id">Tax ID (optional)</label>
<input id="tax-id" name="tax_id" form="pay-form" autocomplete="off" placeholder="e.g. DE123456789">`;
}

export function checkoutPage(
  session: LocalCheckoutSession,
  options: { promotionCodeError?: string; error?: string } = {},
): string {
  const rows = session.line_items
    .map((item) =>
      row(
        `${item.name}${item.quantity > 1 ? ` × ${item.quantity}` : ''}`,
        item.amount_subtotal,
        item.currency,
      ),
    )
    .join('');
  const id = encodeURIComponent(session.id);
  const email = session.customer_email
    ? `<p class="email">Paying as <strong>${escapeHtml(session.customer_email)}</strong></p>`
    : '';
  return page(
    'Checkout (local Stripe)',
    `<h1>Checkout</h1>
<span class="mode${session.livemode ? ' live' : ''}">${session.livemode ? 'Live mode (local)' : 'Test mode'}</span>
${email}
${options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : ''}
<table><tbody>${rows}${summaryRows(session)}
${row('Total', session.amount_total, session.currency, 'total')}
</tbody></table>
${promotionCodeForm(session, id, options.promotionCodeError)}
${taxIdField(session)}
<div class="actions">
<form method="post" action="/checkout/${id}/cancel"><button type="submit">Cancel</button></form>
<form method="post" action="/checkout/${id}/pay" id="pay-form"><button class="pay" type="submit">Pay</button></form>
</div>
<p class="note">Local Stripe stand-in: no card is charged. Pay marks the session paid and sends the
checkout.session.completed webhook to the shop.</p>`,
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
