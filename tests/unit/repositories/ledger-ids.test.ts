import { refundPart, sellerEntryId } from '../../../lambdas/repositories/ledger-ids';

const REFUND = 're_3QabcDEF123ghiJKL456mno';
const HASHED = /^refund-[0-9a-f]{32}$/;

describe('ledger ids a seller sees', () => {
  it('name a refund by a hash of its id, the same every time, never the id', () => {
    const part = refundPart(REFUND);
    expect(part).toMatch(HASHED);
    expect(part).not.toContain(REFUND.slice(3));
    expect(refundPart(REFUND)).toBe(part);
    expect(refundPart('re_other')).not.toBe(part);
    // Hashing what is already hashed changes nothing (a key written after the change).
    expect(refundPart(part)).toBe(part);
  });

  it('hide the refund id of entries stored with it in their key', () => {
    for (const kind of ['reversal', 'hold_cancelled']) {
      const id = sellerEntryId(`ord_1#${kind}#${REFUND}`);
      expect(id).toBe(`ord_1#${kind}#${refundPart(REFUND)}`);
      expect(id).not.toContain(REFUND);
    }
  });

  it('show entries keyed by hashed refunds, products or nothing as they are', () => {
    const hashed = `ord_1#reversal#${refundPart(REFUND)}`;
    expect(sellerEntryId(hashed)).toBe(hashed);
    expect(sellerEntryId('ord_1#sale#0b6c2d0e-1f1a-4c8e-9a57-3d1f0f7a2b11')).toBe(
      'ord_1#sale#0b6c2d0e-1f1a-4c8e-9a57-3d1f0f7a2b11',
    );
    expect(sellerEntryId('ord_1#transfer#-')).toBe('ord_1#transfer#-');
  });
});
