import { refundPart } from '../../../../lambdas/repositories/ledger-ids';
import { entryProductName } from '../../../../lambdas/services/payouts/ledger-names';

const line = (product_name: string, refunded_by?: string) => ({
  product_id: product_name,
  product_name,
  price_cents: 1000,
  rate_bps: 1000,
  commission_cents: 100,
  share_cents: 900,
  ...(refunded_by ? { refunded_by } : {}),
});
const share = { lines: [line('Lead CRM', 're_1'), line('Invoice OCR')] };

describe('what a ledger entry is about', () => {
  it('keeps the name a sale entry carries', () => {
    const sale = { kind: 'sale' as const, entry_key: 'ord#sale#p', product_name: 'Lead CRM' };
    expect(entryProductName(sale, share)).toBe('Lead CRM');
  });

  it('names every product of the share on a commission or transfer entry', () => {
    for (const kind of ['commission', 'transfer', 'hold', 'release'] as const) {
      expect(entryProductName({ kind, entry_key: `ord#${kind}#-` }, share)).toBe(
        'Lead CRM, Invoice OCR',
      );
    }
  });

  it('names only the refunded lines on a reversal, keyed by the raw or the hashed refund id', () => {
    for (const part of ['re_1', refundPart('re_1')]) {
      expect(entryProductName({ kind: 'reversal', entry_key: `ord#reversal#${part}` }, share)).toBe(
        'Lead CRM',
      );
    }
  });

  it('leaves an entry unnamed without its share', () => {
    expect(entryProductName({ kind: 'transfer', entry_key: 'ord#transfer#-' }, undefined)).toBe(
      undefined,
    );
  });
});
