import { escapeHtml } from '../../../lambdas/rules/html';
import type { LocalCheckoutSession } from './sessions';

/**
 * The hosted payment page of the local Stripe server: one self-contained HTML page (no external
 * assets, works offline) with the line items, the total, the buyer's e-mail, Pay and Cancel.
 */

function money(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(cents / 100);
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;
background:#f6f9fc;color:#1a1f36}main{max-width:460px;margin:48px auto;padding:32px;background:#fff;
border-radius:12px;box-shadow:0 2px 12px rgba(26,31,54,.08)}h1{font-size:20px;margin:0 0 4px}
.mode{display:inline-block;font-size:12px;font-weight:600;padding:2px 8px;border-radius:999px;
background:#fff4e5;color:#b25e00;margin-bottom:16px}.mode.live{background:#e6f4ea;color:#137333}
table{width:100%;border-collapse:collapse;margin:16px 0}td{padding:8px 0;border-bottom:1px solid #e3e8ee}
td.amount{text-align:right;white-space:nowrap}tr.total td{font-weight:700;border-bottom:none;padding-top:12px}
.email{color:#4f566b;font-size:14px;margin:0 0 16px}.actions{display:flex;gap:12px;margin-top:24px}
form{flex:1}button,a.button{display:block;text-align:center;text-decoration:none;width:100%;padding:12px;font-size:16px;border-radius:8px;border:1px solid #cfd7df;
background:#fff;color:#1a1f36;cursor:pointer}.pay{background:#635bff;border-color:#635bff;color:#fff;
font-weight:600}button:hover{filter:brightness(.96)}.note{font-size:12px;color:#697386;margin-top:20px}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

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
