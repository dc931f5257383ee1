import { escapeHtml } from '../../../lambdas/rules/html';
import { money, page } from './page-layout';
import type { LocalCheckoutSession } from './sessions';

/**
 * The hosted payment page of the local Stripe server: one self-contained HTML page (no external
 * assets, works offline) with the line items, the total, the buyer's e-mail, Pay and Cancel.
 */

export function checkoutPage(session: LocalCheckoutSession): string {
  const rows = session.line_items
    .map(
      (item) =>
        `<tr><td>${escapeHtml(item.name)}${item.quantity > 1 ? ` &times; ${item.quantity}` : ''}</td>` +
        `<td class="amount">${money(item.unit_amount * item.quantity, item.currency)}</td></tr>`,
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
<table><tbody>${rows}
<tr class="total"><td>Total</td><td class="amount">${money(session.amount_total, session.currency)}</td></tr>
</tbody></table>
<div class="actions">
<form method="post" action="/checkout/${id}/cancel"><button type="submit">Cancel</button></form>
<form method="post" action="/checkout/${id}/pay"><button class="pay" type="submit">Pay</button></form>
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
