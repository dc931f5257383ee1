import type { LedgerEntry } from '../../repositories/payout-ledger-repository';
import { refundPart } from '../../repositories/ledger-ids';
import {
  getTransfers,
  type PayoutLine,
  type PayoutTransfer,
} from '../../repositories/payout-transfer-repository';

/** Kinds of entries about a refund: their key ends with the refund's (hashed) part. */
const REFUND_KINDS: ReadonlySet<LedgerEntry['kind']> = new Set(['reversal', 'hold_cancelled']);

function namesOf(lines: readonly Pick<PayoutLine, 'product_name'>[]): string | undefined {
  const names = [...new Set(lines.map((line) => line.product_name))];
  return names.length > 0 ? names.join(', ') : undefined;
}

/**
 * What an entry is about, for entries written per order rather than per line (commission,
 * hold, release, transfer) and per refund (reversal, hold_cancelled): the products of the
 * seller's share, or of the lines that refund took back. A sale entry names its own product.
 */
export function entryProductName(
  entry: Pick<LedgerEntry, 'kind' | 'entry_key' | 'product_name'>,
  share: Pick<PayoutTransfer, 'lines'> | undefined,
): string | undefined {
  if (entry.product_name !== undefined || !share) return entry.product_name;
  if (REFUND_KINDS.has(entry.kind)) {
    const part = entry.entry_key.split('#').slice(2).join('#');
    const refunded = share.lines.filter(
      (line) => line.refunded_by !== undefined && refundPart(line.refunded_by) === refundPart(part),
    );
    if (refunded.length > 0) return namesOf(refunded);
  }
  return namesOf(share.lines);
}

/**
 * The entries with the product names they are about, read from the seller's shares of their
 * orders (one batch read per page), so older entries are named as well as new ones.
 */
export async function withProductNames(
  sellerId: string,
  entries: readonly LedgerEntry[],
): Promise<LedgerEntry[]> {
  const unnamed = [
    ...new Set(entries.filter((e) => e.product_name === undefined).map((e) => e.order_ref)),
  ];
  const shares = new Map(
    (await getTransfers(sellerId, unnamed)).map((share) => [share.order_ref, share]),
  );
  return entries.map((entry) => {
    const name = entryProductName(entry, shares.get(entry.order_ref));
    return name === undefined ? entry : { ...entry, product_name: name };
  });
}
