import { scaleProductName } from './scale-products';

/**
 * Distinct search queries as shoppers type them, made from the words of the scale catalogue's
 * own product names (scale-products.ts: an action, two apps, a kind of item): one to three of a
 * name's words, the last one now and then cut short as typed, a letter dropped, doubled,
 * swapped or replaced in some. Deterministic (seeded), and never the same query twice, so a
 * measurement made of them runs every search instead of answering from the search function's
 * kept outcomes (search-results.ts).
 */

/** Joining words of the names: never typed alone. */
const JOINERS = new Set(['to', 'into', 'in', 'on', 'up']);

/** Numerical Recipes' LCG: the same queries in every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 4_294_967_296;
  };
}

/** One edit, as a hurried hand makes it; a short word is left alone (no typo allowance). */
export function misspelt(word: string, next: () => number): string {
  if (word.length < 5) return word;
  const at = 1 + Math.floor(next() * (word.length - 2));
  const kind = Math.floor(next() * 4);
  if (kind === 0) return word.slice(0, at) + word.slice(at + 1);
  if (kind === 1) return word.slice(0, at) + word[at] + word.slice(at);
  if (kind === 2) return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  const letter = 'aeioustrnl'[Math.floor(next() * 10)]!;
  return word.slice(0, at) + letter + word.slice(at + 1);
}

/** A query from one product's name, or undefined when the draw leaves no word. */
function queryFrom(name: string, next: () => number): string {
  const words = name
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => !JOINERS.has(word));
  const count = 1 + Math.floor(next() * Math.min(3, words.length));
  const start = Math.floor(next() * (words.length - count + 1));
  const chosen = words.slice(start, start + count).map((word) => {
    return next() < 0.25 ? misspelt(word, next) : word;
  });
  const last = chosen[chosen.length - 1]!;
  // As typed: the box searches before the last word is finished.
  if (next() < 0.2 && last.length > 3) {
    chosen[chosen.length - 1] = last.slice(0, 2 + Math.floor(next() * (last.length - 2)));
  }
  return chosen.join(' ');
}

/**
 * `count` distinct queries from the names of products 0..products-1 (the seeded ones); throws
 * when the names cannot give that many, rather than repeating one.
 */
export function distinctSearchQueries(count: number, products: number, seed = 11): string[] {
  const next = random(seed);
  const queries = new Set<string>();
  for (let draw = 0; queries.size < count; draw += 1) {
    if (draw > count * 20) throw new Error(`Only ${queries.size} distinct queries found`);
    queries.add(queryFrom(scaleProductName(Math.floor(next() * products)), next));
  }
  return [...queries];
}
