import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  DISCOUNT_SCOPE_MESSAGES,
  type createDiscountCodeBody,
  type DiscountCodeList,
  type DiscountCodeSummary,
} from '../../contracts/discounts';
import { MANAGE_MESSAGES } from '../../contracts/manage/products';
import { log } from '../../infra/logger';
import {
  activateDiscountCode,
  deactivateDiscountCode,
  getDiscountCode,
  insertDiscountCode,
  listAllDiscountCodes,
  listSellerDiscountCodes,
  removeUnfinishedDiscountCode,
  type DiscountCode,
} from '../../repositories/discount-code-repository';
import { getProductsByIds } from '../../repositories/product-repository';
import { getSellerRecord } from '../../repositories/user-repository';
import {
  DISCOUNT_MESSAGES,
  discountCodeStatus,
  isSellerWideCode,
  normalizeCode,
} from '../../rules/discounts';
import type { Product } from '../../rules/product';
import type { Caller } from '../shared/caller';
import { BadRequestError, ConflictError, NotFoundError } from '../shared/errors';
import { createStripeDiscount, deactivateStripeDiscount } from './stripe-discount-objects';

type CreateInput = z.output<typeof createDiscountCodeBody>;

/**
 * Whose codes the caller manages: the admin every code (and may make shop-wide ones), a seller
 * the codes of their active seller record, for their own products only. A seller without an
 * active record manages none.
 */
export type DiscountScope = { kind: 'shop' } | { kind: 'seller'; sellerId: string | undefined };

export async function scopeOf(caller: Pick<Caller, 'userId' | 'role'>): Promise<DiscountScope> {
  if (caller.role === 'admin') return { kind: 'shop' };
  const record = await getSellerRecord(caller.userId);
  return { kind: 'seller', sellerId: record?.active ? record.id : undefined };
}

function summaryOf(
  code: DiscountCode,
  names: ReadonlyMap<string, string>,
  now: Date,
): DiscountCodeSummary {
  const limit = code.max_redemptions ?? null;
  return {
    id: code.id,
    code: code.code,
    kind: code.kind,
    percent_off: code.percent_off,
    amount_off_cents: code.amount_off_cents,
    products: code.product_ids.map((id) => ({ id, name: names.get(id) ?? id })),
    all_my_products: isSellerWideCode(code),
    ...(code.seller_id ? { seller_id: code.seller_id } : {}),
    expires_at: code.expires_at,
    max_redemptions: limit,
    redemptions: code.redemptions,
    remaining: limit === null ? null : Math.max(0, limit - code.redemptions),
    active: code.active,
    status: discountCodeStatus(code, now),
    created_at: code.created_at,
  };
}

async function summaries(codes: readonly DiscountCode[]): Promise<DiscountCodeSummary[]> {
  const ids = [...new Set(codes.flatMap((code) => code.product_ids))];
  const products = ids.length > 0 ? await getProductsByIds(ids) : [];
  const names = new Map(products.map((product) => [product.id, product.name]));
  const now = new Date();
  return codes.map((code) => summaryOf(code, names, now));
}

export async function listDiscountCodes(scope: DiscountScope): Promise<DiscountCodeList> {
  if (scope.kind === 'seller' && !scope.sellerId) return { codes: [] };
  const codes =
    scope.kind === 'shop'
      ? await listAllDiscountCodes()
      : await listSellerDiscountCodes(scope.sellerId ?? '');
  return { codes: await summaries(codes) };
}

/**
 * The products a code may name: each must exist and not be retired, and for a seller be their
 * own. Anything else is 'Product Not Found', so a seller learns nothing of other products.
 */
async function productsOfCode(
  scope: DiscountScope,
  input: Pick<CreateInput, 'product_ids' | 'all_my_products'>,
): Promise<Product[]> {
  const unique = [...new Set(input.product_ids)];
  if (scope.kind === 'seller' && unique.length === 0) {
    // Without a seller record a code for "all my products" would have no owner: the whole shop.
    if (!input.all_my_products || !scope.sellerId) {
      throw new BadRequestError(DISCOUNT_SCOPE_MESSAGES.chooseProducts);
    }
    return [];
  }
  if (unique.length === 0) return [];
  const found = new Map((await getProductsByIds(unique)).map((product) => [product.id, product]));
  return unique.map((id) => {
    const product = found.get(id);
    const visible =
      product &&
      !product.retired_at &&
      (scope.kind === 'shop' || (scope.sellerId && product.seller_id === scope.sellerId));
    if (!visible) throw new NotFoundError(MANAGE_MESSAGES.productNotFound);
    return product;
  });
}

/**
 * A new code: its name claimed and its record written (inactive), then its Stripe coupon and
 * promotion code, then active. If Stripe refuses, the name is given back.
 */
export async function createDiscountCode(
  scope: DiscountScope,
  caller: Pick<Caller, 'userId'>,
  input: CreateInput,
): Promise<DiscountCodeSummary> {
  const products = await productsOfCode(scope, input);
  const draft: DiscountCode = {
    id: randomUUID(),
    code: normalizeCode(input.code),
    kind: input.kind,
    percent_off: input.kind === 'percent' ? (input.percent_off ?? null) : null,
    amount_off_cents: input.kind === 'amount' ? (input.amount_off_cents ?? null) : null,
    product_ids: products.map((product) => product.id),
    ...(scope.kind === 'seller' && scope.sellerId ? { seller_id: scope.sellerId } : {}),
    created_by: caller.userId,
    created_at: new Date().toISOString(),
    expires_at: input.expires_at ? new Date(input.expires_at).toISOString() : null,
    max_redemptions: input.max_redemptions ?? null,
    redemptions: 0,
    active: false,
    stripe: {},
  };
  if (!(await insertDiscountCode(draft))) throw new ConflictError(DISCOUNT_MESSAGES.codeTaken);
  let stripe: DiscountCode['stripe'];
  try {
    stripe = await createStripeDiscount(draft, products);
  } catch (error) {
    await removeUnfinishedDiscountCode(draft);
    throw error;
  }
  const created = await activateDiscountCode(draft.id, stripe);
  log('info', 'Discount code created', {
    discountId: created.id,
    seller: Boolean(draft.seller_id),
  });
  const [summary] = await summaries([created]);
  if (!summary) throw new Error('Created discount code has no summary');
  return summary;
}

/** Deactivated for good (a repeated call makes sure Stripe agrees); others' codes are 404. */
export async function deactivateCode(
  scope: DiscountScope,
  discountId: string,
): Promise<DiscountCodeSummary> {
  const code = await getDiscountCode(discountId);
  const mine =
    code && (scope.kind === 'shop' || (scope.sellerId && code.seller_id === scope.sellerId));
  if (!code || !mine || Object.keys(code.stripe).length === 0) {
    throw new NotFoundError(DISCOUNT_MESSAGES.notFound);
  }
  await deactivateDiscountCode(code.id, new Date().toISOString());
  await deactivateStripeDiscount(code);
  const current = (await getDiscountCode(code.id)) ?? code;
  const [summary] = await summaries([current]);
  if (!summary) throw new Error('Deactivated discount code has no summary');
  return summary;
}
