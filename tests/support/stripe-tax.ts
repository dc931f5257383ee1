import { randomUUID } from 'node:crypto';
import { ENV, resetConfigCache } from '../../lambdas/infra/config';
import { putProduct } from '../../lambdas/repositories/product-repository';
import { localStripe, shopProduct } from './checkout';
import { useIsolatedTable } from './isolated-table';

/**
 * What the Stripe Tax and invoice tests share: two products on the file's own table, the tax
 * setting (the file's own environment, so no other suite's totals change), and paying on the
 * local Stripe server's hosted page (a fixed 20% tax).
 */
export const alpha = { id: `tax-a-${randomUUID()}`, name: 'Tax Alpha', price: 40 };
export const beta = { id: `tax-b-${randomUUID()}`, name: 'Tax Beta', price: 15.5 };

/** The table with both products, and Stripe Tax back to its default after each test. */
export function useTaxCatalogue(): void {
  beforeAll(async () => {
    await useIsolatedTable();
    for (const product of [alpha, beta]) {
      await putProduct(shopProduct(product.id, { name: product.name, price: product.price }));
    }
  });

  afterEach(() => {
    delete process.env[ENV.stripeTax];
    resetConfigCache();
  });
}

export function useStripeTax(on: boolean) {
  process.env[ENV.stripeTax] = String(on);
  resetConfigCache();
}

/** The local server's pages answer on 127.0.0.1 (its public URL may say localhost). */
export function reachable(url: string): string {
  return url.replace('//localhost:', '//127.0.0.1:');
}

/** Presses Pay on the hosted page with a tax id in the page's Tax ID field. */
export async function payWithTaxId(checkoutUrl: string, taxId: string): Promise<void> {
  const response = await fetch(`${reachable(checkoutUrl)}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ tax_id: taxId }).toString(),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
}

export async function pay(checkoutUrl: string): Promise<void> {
  const response = await fetch(`${reachable(checkoutUrl)}/pay`, {
    method: 'POST',
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
}

export async function sessionAndInvoice(sessionId: string) {
  const stripe = localStripe('live');
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  expect(typeof session.invoice).toBe('string');
  const invoice = await stripe.invoices.retrieve(String(session.invoice));
  return { session, invoice };
}
