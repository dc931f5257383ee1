import { createHash } from 'node:crypto';

/**
 * Sellers see their ledger entries' ids, and an entry about a refund was keyed by the shop's
 * Stripe refund id (`re_...`), which is not theirs to see. Such an entry is keyed, and shown, by
 * a hash of it instead: deterministic, so the entry of one refund has one key whoever writes it
 * and however often (the conditional put keeps it single), and one-way.
 */
const HASHED_PART = /^refund-[0-9a-f]{32}$/;

/** The ledger's name for a refund: `refund-` and 128 bits of the SHA-256 of its id. */
export function refundPart(refundId: string): string {
  if (HASHED_PART.test(refundId)) return refundId;
  return `refund-${createHash('sha256').update(refundId).digest('hex').slice(0, 32)}`;
}

/** Kinds of entries whose key ends with the refund they are about. */
const REFUND_KINDS: ReadonlySet<string> = new Set(['reversal', 'hold_cancelled']);

/**
 * The id a seller sees for an entry key `{orderRef}#{kind}#{part}`. Entries written before
 * refunds were hashed still hold the refund id in their key: it is hashed here as it is shown.
 */
export function sellerEntryId(entryKey: string): string {
  const [orderRef = '', kind = '', ...rest] = entryKey.split('#');
  if (!REFUND_KINDS.has(kind) || rest.length === 0) return entryKey;
  return `${orderRef}#${kind}#${refundPart(rest.join('#'))}`;
}
