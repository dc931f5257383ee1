import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BuyerFilesResponse, DownloadUrlResponse } from '../../lambdas/contracts/downloads';
import { leadCaptureCrm } from '../../scripts/local/demo/products/lead-capture-crm-sync';
import { guestEmail } from '../support/checkout';
import { emailsTo, waitForEmails } from '../support/mailbox';

/**
 * The whole purchase over HTTP, as a browser and Stripe drive it: the local API server, the
 * local Stripe server's hosted page, and its signed webhook delivered to the API. The
 * downloads routes never fulfil by themselves, so answering them proves the webhook did.
 */
function api(route: string, body: unknown) {
  return fetch(`${process.env.TEST_API_URL}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('guest purchase end to end (API server, hosted page, webhook)', () => {
  it('pays on the hosted page and gets the files by webhook, with one receipt', async () => {
    const email = guestEmail();
    const created = await api('/api/create-payment-universal', {
      items: [{ id: leadCaptureCrm.id, name: leadCaptureCrm.name, price: 0.01 }],
      currency: 'usd',
      email,
      fullName: 'Erin End',
    });
    expect(created.status).toBe(200);
    const { url } = (await created.json()) as { url: string };
    const checkoutUrl = url.replace('//localhost:', '//127.0.0.1:');
    const sessionId = /\/checkout\/(cs_live_\w+)$/.exec(url)?.[1] ?? '';

    const page = await fetch(checkoutUrl);
    const html = await page.text();
    expect(html).toContain('Lead Capture to CRM Sync');
    expect(html).toContain('$49.00');
    expect(html).toContain(email);

    const paid = await fetch(`${checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `${process.env.SITE_URL}/payment-success?session_id=${sessionId}`,
    );

    const purchase = await api('/api/get-buyer-purchases', { sessionId });
    expect(purchase.status).toBe(200);
    expect(await purchase.json()).toMatchObject({
      success: true,
      purchase: { product_name: 'Lead Capture to CRM Sync' },
    });
    expect(await waitForEmails(email, (mails) => mails.length > 0)).toHaveLength(1);

    const filesAnswer = await api('/api/get-buyer-files', { sessionId });
    const { files } = (await filesAnswer.json()) as BuyerFilesResponse;
    const latest = leadCaptureCrm.versions.find((version) => version.is_latest);
    expect(files.map((file) => file.id).sort()).toEqual(
      (latest?.files ?? []).map((file) => file.id).sort(),
    );
    const manual = latest?.files.find((file) => file.file_purpose === 'manual');
    const download = await api('/api/download-file-unauthorized', {
      sessionId,
      fileId: manual?.id,
    });
    const { downloadUrl } = (await download.json()) as DownloadUrlResponse;
    const bytes = Buffer.from(await (await fetch(downloadUrl)).arrayBuffer());
    const source = manual && 'source' in manual ? manual.source : '';
    expect(
      bytes.equals(readFileSync(path.join(__dirname, '../../scripts/local/demo/files', source))),
    ).toBe(true);

    const verified = await api('/api/verify-payment-universal', { sessionId });
    expect(await verified.json()).toEqual({
      success: true,
      products: [{ id: leadCaptureCrm.id, name: 'Lead Capture to CRM Sync' }],
      buyerEmail: email,
      invoice: {
        number: expect.stringMatching(/^LOCAL-\d{4}$/),
        url: expect.stringMatching(/\/invoices\/in_\w+$/),
        pdf_url: expect.stringMatching(/\/invoices\/in_\w+\/pdf$/),
      },
      // The receipt's figures, as the success page and the receipt e-mail show them.
      receipt: {
        lines: [
          { id: leadCaptureCrm.id, name: 'Lead Capture to CRM Sync', amount: leadCaptureCrm.price },
        ],
        totals: [{ label: 'Total', amount: leadCaptureCrm.price }],
      },
    });
    // The local Stripe page delivers its webhook before it redirects, and every receipt is sent
    // before the call that sends it answers: one e-mail now means one e-mail.
    expect(await emailsTo(email)).toHaveLength(1);
  });

  it('sends a cancelled checkout back to the shop without recording a payment', async () => {
    const created = await api('/api/create-payment-universal', {
      items: [{ id: leadCaptureCrm.id }],
      email: guestEmail(),
    });
    const { url } = (await created.json()) as { url: string };
    const checkoutUrl = url.replace('//localhost:', '//127.0.0.1:');
    const cancelled = await fetch(`${checkoutUrl}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(`${process.env.SITE_URL}/payment-canceled`);
    const sessionId = /\/checkout\/(cs_live_\w+)$/.exec(url)?.[1] ?? '';
    const purchase = await api('/api/get-buyer-purchases', { sessionId });
    expect(purchase.status).toBe(404);
  });
});
