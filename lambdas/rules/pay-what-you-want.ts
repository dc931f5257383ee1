/**
 * Whether a product is sold at the buyer's own amount (`pwyw_minimum` set, 0 or more): the rule
 * pricing-options.ts builds on, apart from it so the product page's first load, which asks only
 * this, does not carry the rest (pricing-options.ts re-exports it).
 */
export function isPayWhatYouWant(product: { pwyw_minimum?: number | null }): boolean {
  return typeof product.pwyw_minimum === 'number';
}
