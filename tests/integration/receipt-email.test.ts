import { randomUUID } from 'node:crypto';
import { handler as checkout } from '../../lambdas/functions/checkout';
import { putProduct } from '../../lambdas/repositories/product-repository';
import type { VerifyPaymentResponse } from '../../lambdas/contracts/checkout';
import { formatUsd } from '../../lambdas/rules/money';
import {
  call,
  completedEvent,
  payOnHostedPage,
  sessionIdOf,
  shopProduct,
} from '../support/checkout';
import { createSignedInUser } from '../support/cognito-users';
import { deliver, getOrder } from '../support/double-payment';
import { createCode, guestCheckout, uniqueCode } from '../support/discounts-api';
import { waitForEmails } from '../support/mailbox';
import { useIsolatedTable } from '../support/isolated-table';

/**
 * The receipt e-mail of a discounted order, read from the local mailbox in both its parts, says
 * the same lines, discount and total as the payment success page's API.
 */
const alpha = { id: `rcpt-a-${randomUUID()}`, name: 'Receipt <Alpha>', price: 40 };
const beta = { id: `rcpt-b-${randomUUID()}`, name: 'Receipt Beta', price: 15.5 };

/** The HTML part's text, tags dropped and entities read, for comparing what a reader sees. */
function visibleText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

describe('receipt e-mail', () => {
  beforeAll(async () => {
    await useIsolatedTable();
    for (const product of [alpha, beta]) {
      await putProduct(shopProduct(product.id, { name: product.name, price: product.price }));
    }
  });

  it('a discounted order: HTML and text parts show the success page figures', async () => {
    const admin = await createSignedInUser({ groups: ['admin'] });
    const name = uniqueCode('RCPT');
    const created = await createCode(admin.accessToken, {
      code: name,
      kind: 'percent',
      percent_off: 10,
    });
    expect(created.status).toBe(201);
    const started = await guestCheckout([alpha.id, beta.id], name);
    expect(started.status).toBe(200);
    const sessionId = sessionIdOf(started.body.url);
    await payOnHostedPage(started.body.url);
    expect((await deliver(await completedEvent(sessionId))).status).toBe(200);

    const verified = await call<VerifyPaymentResponse>(
      checkout,
      'POST /api/verify-payment-universal',
      {
        body: { sessionId },
      },
    );
    expect(verified.status).toBe(200);
    const receipt = verified.body.receipt;
    // 10% off $40.00 and $15.50: $5.55 off, $49.95 to pay.
    expect(receipt).toEqual({
      lines: [
        { id: alpha.id, name: alpha.name, amount: 40 },
        { id: beta.id, name: beta.name, amount: 15.5 },
      ],
      discount: { code: name, label: `Discount (${name})`, amount: 5.55 },
      totals: [{ label: 'Total', amount: 49.95 }],
    });

    const email = (await getOrder(sessionId))?.buyer_email ?? '';
    const [mail] = await waitForEmails(email, (mails) =>
      mails.some((one) => /receipt/i.test(one.subject)),
    );
    const text = mail?.body.text ?? '';
    const html = mail?.body.html ?? '';
    expect(html).toContain('Receipt &lt;Alpha&gt;');
    const shown = visibleText(html);
    const figures = [
      ...(receipt?.lines ?? []).map((line) => [line.name, formatUsd(line.amount)]),
      [receipt?.discount?.label ?? '-', `-${formatUsd(receipt?.discount?.amount ?? 0)}`],
      ...(receipt?.totals ?? []).map((total) => [total.label, formatUsd(total.amount)]),
    ];
    for (const [label, amount] of figures) {
      expect(text).toContain(`${label}: ${amount}`);
      expect(shown).toContain(`${label} ${amount}`);
    }
    expect(text).not.toContain('included above');
    expect(html).toMatch(
      /<a href="[^"]*\/downloads\?session=[^"]*"[^>]*>Open your download page<\/a>/,
    );
  });
});
