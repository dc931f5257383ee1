/**
 * How text becomes search terms, the same for indexing and for the query (so "Invoices" and
 * "invoice" meet), and how forgiving a query term is.
 */

/** Words too common to tell products apart. */
const STOP_WORDS = new Set(['a', 'an', 'and', 'the', 'of', 'to', 'for', 'in', 'on', 'with']);

/**
 * Lower case without accents, and a light plural fold ("invoices" -> "invoice", "leads" ->
 * "lead", never "business" -> "busines"): a full stemmer would fold product names too far.
 */
export function searchTerm(term: string): string | null {
  const folded = term
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  if (!folded || STOP_WORDS.has(folded)) return null;
  if (folded.length > 3 && folded.endsWith('s') && !/(ss|us|is)$/.test(folded)) {
    return folded.slice(0, -1);
  }
  return folded;
}

/** Splits on anything that is not a letter or digit ("e-mail" is two words, as typed). */
export const SEARCH_TOKEN_SEPARATOR = /[^\p{L}\p{N}]+/u;

/**
 * Edits a query term may be away from an indexed one: none for short words (every three-letter
 * word is one edit from dozens), one from four letters ("slak" -> slack), two from six
 * ("invocie" -> invoice: a swap is two edits).
 */
export function typoAllowance(term: string): number {
  if (term.length < 4) return 0;
  return term.length < 6 ? 1 : 2;
}

/** As-you-type: a term of two letters or more also matches longer words it starts. */
export function matchesAsPrefix(term: string): boolean {
  return term.length >= 2;
}
