import { salesFigureKeys } from './keys';

export interface FigureSums {
  units: number;
  revenueCents: number;
  /** Free claims (stats-repository's claimsCounterUpdates): not units, not revenue. */
  claims: number;
}

export function sumsOf(item: Record<string, unknown> | undefined): FigureSums {
  return {
    units: typeof item?.units === 'number' ? item.units : 0,
    revenueCents: typeof item?.revenue_cents === 'number' ? item.revenue_cents : 0,
    claims: typeof item?.claims === 'number' ? item.claims : 0,
  };
}

/** The partition prefix of a product's figure items: what follows it is the product id. */
export const PRODUCT_PREFIX = salesFigureKeys.productTotal('').PK;

/** Tries of a write that raced another one on the same figure item. */
export const MAX_ATTEMPTS = 8;
