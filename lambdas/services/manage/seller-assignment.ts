import {
  MANAGE_MESSAGES,
  type ManagedProduct,
  type ManagedProductDetail,
  type SellerSummary,
  type SellersResponse,
  ASSIGNMENT_MESSAGES,
} from '../../contracts/manage/products';
import { listSellerRecords, type ListedSeller } from '../../repositories/back-office-repository';
import { getProduct } from '../../repositories/product-repository';
import { rankProduct } from '../../repositories/sales-rank-repository';
import { auditWrite, type AdminActor } from '../shared/audit-service';
import type { Caller } from '../shared/caller';
import { ConflictError, ForbiddenError, NotFoundError } from '../shared/errors';
import { loadManagedDetail } from './product-views';
import { saveProductChanges } from './product-write';

const toSummary = (record: ListedSeller): SellerSummary => ({
  id: record.id,
  user_id: record.user_id,
  name: record.name,
  email: record.email,
  active: record.active,
});

/** GET /api/manage/sellers: every seller record (active first, then by name), admin only. */
export async function listSellers(): Promise<SellersResponse> {
  const sellers = (await listSellerRecords()).map(toSummary);
  sellers.sort((a, b) => Number(b.active) - Number(a.active) || a.name.localeCompare(b.name));
  return { sellers };
}

/** The admin's view of products adds who sells each one (spec: seller name and e-mail). */
export async function withSellers<T extends { seller_id?: string }>(
  products: T[],
): Promise<(T & { seller: SellerSummary | null })[]> {
  const needed = products.some((product) => product.seller_id);
  const byId = new Map(
    needed ? (await listSellerRecords()).map((record) => [record.id, toSummary(record)]) : [],
  );
  return products.map((product) => ({
    ...product,
    seller: (product.seller_id && byId.get(product.seller_id)) || null,
  }));
}

export async function withSellerDetail(
  detail: ManagedProductDetail,
): Promise<ManagedProductDetail> {
  const [product] = await withSellers<ManagedProduct>([detail.product]);
  return product ? { ...detail, product } : detail;
}

function describe(seller: SellerSummary | undefined): string {
  return seller ? `${seller.name || seller.email} (${seller.id})` : 'none';
}

/**
 * PUT /api/manage/products/{id}/seller: links a product to a seller record (its GSI2 SELLER#
 * keys follow seller_id), or to none (the shop's own). The product write, conditioned on the
 * revision the admin read, and the audit entry are one transaction: a stale revision is a 409
 * and leaves no entry behind.
 */
export async function assignProductSeller(
  actor: AdminActor & { caller: Pick<Caller, 'role'> },
  productId: string,
  body: { revision: number; sellerId: string | null },
  now = new Date(),
): Promise<ManagedProductDetail> {
  if (actor.caller.role !== 'admin') throw new ForbiddenError(ASSIGNMENT_MESSAGES.adminOnly);
  const product = await getProduct(productId);
  if (!product || product.retired_at) throw new NotFoundError(MANAGE_MESSAGES.productNotFound);
  const sellers = (await listSellerRecords()).map(toSummary);
  const target = body.sellerId ? sellers.find((seller) => seller.id === body.sellerId) : undefined;
  if (body.sellerId && !target) throw new NotFoundError(ASSIGNMENT_MESSAGES.sellerNotFound);
  if (target && !target.active) throw new ConflictError(ASSIGNMENT_MESSAGES.sellerInactive);
  const previous = sellers.find((seller) => seller.id === product.seller_id);
  // The catalogue's cards carry the seller: the write syncs its listing items.
  await saveProductChanges(
    product,
    body.revision,
    ({ seller_id: _previousSeller, ...rest }) => ({
      ...rest,
      ...(target ? { seller_id: target.id } : {}),
    }),
    {
      now,
      alongside: [
        auditWrite(
          actor,
          'product.assign_seller',
          { type: 'product', id: productId },
          `${product.name}: seller ${describe(previous)} -> ${describe(target)}`,
          now,
        ),
      ],
    },
  );
  // Its figures move to the new seller's product table (their months keep the sales each seller
  // made).
  await rankProduct(productId, target?.id ?? null);
  return withSellerDetail(await loadManagedDetail(productId));
}
