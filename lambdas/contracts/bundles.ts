import { z } from 'zod';
import { idSchema } from './common';
import { BUNDLE_MAX_PRODUCTS, BUNDLE_MIN_PRODUCTS } from '../rules/bundles';

/** The messages of the bundle routes, word for word in the web and the tests. */
export const BUNDLE_MESSAGES = {
  notFound: 'Bundle Not Found',
  tooFewProducts: `A bundle needs at least ${BUNDLE_MIN_PRODUCTS} different products`,
  tooManyProducts: `A bundle has at most ${BUNDLE_MAX_PRODUCTS} products`,
  coverNotIncluded: "The cover image must be one of the bundle's products",
  floorAbovePrice: 'The floor price cannot be above the bundle price',
  oneOwner: "A bundle's products must all belong to the same seller",
  notListed: (names: readonly string[]) =>
    `Only products listed for sale can be bundled: ${names.join(', ')}`,
  /** Checkout and the quote. */
  unavailable: 'This bundle is not available for purchase',
  ownsAll: 'You already own every product in this bundle',
  alsoInCart: (names: readonly string[]) =>
    `These products are in your cart both alone and in a bundle: ${names.join(', ')}. ` +
    'Remove one of them.',
} as const;

/** Whole cents: Stripe's smallest charge is 50 cents. */
const centsSchema = (label: string) =>
  z
    .number({ error: `Enter the ${label}` })
    .int(`The ${label} is in whole cents`)
    .min(50, `The ${label} is at least $0.50`)
    .max(1_000_000, `The ${label} is at most $10,000`);

export const bundleParams = z.object({ bundleId: idSchema });

export const bundleBody = z
  .object({
    name: z.string().trim().min(1, 'Enter a name').max(120, 'The name has at most 120 characters'),
    description: z
      .string()
      .trim()
      .max(5000, 'The description has at most 5000 characters')
      .default(''),
    product_ids: z
      .array(idSchema)
      .min(BUNDLE_MIN_PRODUCTS, BUNDLE_MESSAGES.tooFewProducts)
      .max(BUNDLE_MAX_PRODUCTS, BUNDLE_MESSAGES.tooManyProducts)
      .refine((ids) => new Set(ids).size === ids.length, BUNDLE_MESSAGES.tooFewProducts),
    /** The product whose image is the bundle's cover; the first product's when absent. */
    cover_product_id: idSchema.optional(),
    price_cents: centsSchema('bundle price'),
    floor_cents: centsSchema('floor price'),
  })
  .refine((body) => body.floor_cents <= body.price_cents, {
    message: BUNDLE_MESSAGES.floorAbovePrice,
    path: ['floor_cents'],
  })
  .refine((body) => !body.cover_product_id || body.product_ids.includes(body.cover_product_id), {
    message: BUNDLE_MESSAGES.coverNotIncluded,
    path: ['cover_product_id'],
  });
export type BundleBody = z.output<typeof bundleBody>;

export const bundleListingBody = z.object({
  listed: z.boolean({ error: 'Say whether the bundle is listed' }),
});

/** Signed in, the quote subtracts what the caller owns; anonymous, it is the full price. */
export const bundleQuoteBody = z.object({}).strict().optional();

/** One product of a bundle as its page shows it. */
export interface BundleProductView {
  id: string;
  name: string;
  short_description: string;
  image_url: string;
  price_cents: number;
}

/** The public bundle page. */
export interface BundleView {
  id: string;
  name: string;
  description: string;
  image_url: string;
  products: BundleProductView[];
  /** Every product at its list price. */
  value_cents: number;
  price_cents: number;
  saving_cents: number;
}

/** A bundle on a product page ("Included in"). */
export interface BundleSummary {
  id: string;
  name: string;
  image_url: string;
  product_count: number;
  value_cents: number;
  price_cents: number;
}

export interface ProductBundlesResponse {
  bundles: BundleSummary[];
}

/** What this caller would pay for the bundle now, as checkout will charge it. */
export interface BundleQuote {
  bundle_id: string;
  value_cents: number;
  price_cents: number;
  saving_cents: number;
  owned_cents: number;
  owned_product_ids: string[];
  granted_product_ids: string[];
}

/** A bundle in its seller's list, with why shoppers cannot see it, if they cannot. */
export interface SellerBundle {
  id: string;
  name: string;
  description: string;
  product_ids: string[];
  cover_product_id: string;
  image_url: string;
  price_cents: number;
  floor_cents: number;
  value_cents: number;
  listed: boolean;
  /** 'on_sale', or why not; `problem` says it in words. */
  status: 'on_sale' | 'unlisted' | 'unavailable';
  problem?: string;
  seller_id?: string;
  created_at: string;
  updated_at: string;
}

export interface SellerBundlesResponse {
  bundles: SellerBundle[];
}

export interface SellerBundleResponse {
  bundle: SellerBundle;
}
