import { z } from 'zod';
import { BUNDLE_MESSAGES, bundleBody, type SellerBundle } from '@contracts/bundles';
import { MANAGE_MESSAGES } from '@contracts/manage/products';
import { bundlePrice, type BundlePart } from '@rules/bundles';
import { toCents } from '@rules/money';

/**
 * The bundle editor's fields as the form holds them (text inputs, prices typed in dollars),
 * turned into the API's body and checked with the API's own schema, so the form refuses what
 * the server would, with the same messages. The fields are named after the body's, so the
 * schema's errors land on the very input that holds the value (and focus goes to it).
 */
export const bundleForm = z
  .object({
    name: z.string(),
    description: z.string(),
    product_ids: z.array(z.string()),
    /** '' for the default: the first product's image. */
    cover_product_id: z.string(),
    /** Dollars, as typed. */
    price_cents: z.string(),
    floor_cents: z.string(),
  })
  .transform((form): z.input<typeof bundleBody> => ({
    name: form.name,
    description: form.description,
    product_ids: form.product_ids,
    ...(form.cover_product_id ? { cover_product_id: form.cover_product_id } : {}),
    price_cents: centsOfDollars(form.price_cents),
    floor_cents: centsOfDollars(form.floor_cents),
  }))
  .pipe(bundleBody);

export type BundleFormInput = z.input<typeof bundleForm>;
export type BundleFormField = keyof BundleFormInput;

export const EMPTY_BUNDLE_FORM: BundleFormInput = {
  name: '',
  description: '',
  product_ids: [],
  cover_product_id: '',
  price_cents: '',
  floor_cents: '',
};

/**
 * Dollars as typed ("49", "49.5", "$1,049.00") in cents. Not a number at all is NaN, which the
 * schema words as "Enter the ... price"; more than two decimals stays a fraction of a cent,
 * which it refuses as not whole cents, rather than being rounded behind the seller's back.
 */
export function centsOfDollars(text: string): number {
  const plain = text.trim().replace(/^\$/, '').replace(/,/g, '');
  const match = /^(\d*)(?:\.(\d*))?$/.exec(plain);
  if (!match || plain === '' || plain === '.') return Number.NaN;
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > 2) return Number(plain) * 100;
  // Whole and cents apart: 0.29 * 100 is 28.999... in floating point.
  return Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as the price inputs show them: 9900 -> "99.00". */
export const dollarsOfCents = (cents: number): string => (cents / 100).toFixed(2);

/** A saved bundle in the editor. */
export function formOfBundle(bundle: SellerBundle): BundleFormInput {
  return {
    name: bundle.name,
    description: bundle.description,
    product_ids: [...bundle.product_ids],
    cover_product_id: bundle.cover_product_id,
    price_cents: dollarsOfCents(bundle.price_cents),
    floor_cents: dollarsOfCents(bundle.floor_cents),
  };
}

/** A product the editor offers, as the figures read it: its list price in dollars. */
export interface PricedProduct {
  id: string;
  name: string;
  price: number;
}

/** What the editor shows live under the prices, by the pricing rule checkout uses. */
export interface BundleFigures {
  /** The chosen products at their list prices. */
  value_cents: number;
  /** The typed bundle price; null while it is not a price in whole cents. */
  price_cents: number | null;
  /** Value less price; negative when the price is above the value (nothing saved). */
  saving_cents: number | null;
  /**
   * A buyer who owns the dearest chosen product already: what they would pay (the price less
   * its list price, never below the floor). Null until two products, a price and a floor.
   */
  owner?: { name: string; pays_cents: number };
}

const wholeCents = (cents: number): number | null =>
  Number.isInteger(cents) && cents >= 0 ? cents : null;

export function bundleFigures(
  chosen: readonly PricedProduct[],
  priceText: string,
  floorText: string,
): BundleFigures {
  const parts: BundlePart[] = chosen.map((p) => ({ id: p.id, list_cents: toCents(p.price) }));
  const price = wholeCents(centsOfDollars(priceText));
  const floor = wholeCents(centsOfDollars(floorText));
  const value = bundlePrice({ price_cents: 0, floor_cents: 0 }, parts, new Set()).value_cents;
  const figures: BundleFigures = {
    value_cents: value,
    price_cents: price,
    saving_cents: price === null ? null : value - price,
  };
  const dearest = [...chosen].sort((a, b) => b.price - a.price)[0];
  if (price === null || floor === null || chosen.length < 2 || !dearest) return figures;
  const owned = bundlePrice(
    { price_cents: price, floor_cents: floor },
    parts,
    new Set([dearest.id]),
  );
  return { ...figures, owner: { name: dearest.name, pays_cents: owned.price_cents } };
}

/** A saving as a whole percentage of the value (for "Save $19.00 (16%)"); 0 without a value. */
export const savingPercent = (saving: number, value: number): number =>
  value > 0 ? Math.round((saving / value) * 100) : 0;

/**
 * The field a server's 4xx message is about, when it is about one (else the whole form): the
 * route's own messages, and its schema's (the same the form checks, so rarely seen here).
 */
export function fieldOfServerMessage(message: string): BundleFormField | undefined {
  const products: string[] = [
    BUNDLE_MESSAGES.tooFewProducts,
    BUNDLE_MESSAGES.tooManyProducts,
    BUNDLE_MESSAGES.oneOwner,
    MANAGE_MESSAGES.productNotFound,
  ];
  if (products.includes(message) || message.startsWith(BUNDLE_MESSAGES.notListed([]).trim())) {
    return 'product_ids';
  }
  if (message === BUNDLE_MESSAGES.floorAbovePrice) return 'floor_cents';
  if (message === BUNDLE_MESSAGES.coverNotIncluded) return 'cover_product_id';
  if (/\bfloor price\b/.test(message)) return 'floor_cents';
  if (/\bbundle price\b/.test(message)) return 'price_cents';
  if (/\bname\b/i.test(message)) return 'name';
  if (/\bdescription\b/i.test(message)) return 'description';
  return undefined;
}
