import { randomUUID } from 'node:crypto';
import { MEDIA_MESSAGES } from '../../contracts/manage/media';
import { STALE_REVISION_MESSAGE, type ManagedProductDetail } from '../../contracts/manage/products';
import { getProductsByIds } from '../../repositories/product-repository';
import { relationshipDelete, relationshipPut } from '../../repositories/relationship-repository';
import type { Product } from '../../rules/product';
import type { ProductRelationship, RelationshipType } from '../../rules/product-content';
import { isListedInCatalogue } from '../../rules/visibility';
import type { Caller } from '../shared/caller';
import { BadRequestError, ConflictError } from '../shared/errors';
import { activeSellerOf } from './access';
import { loadManagedDetail, revisionOf } from './product-views';
import { manageablePartition } from './products';
import { saveProductChanges } from './product-write';

type ManagingCaller = Pick<Caller, 'userId' | 'role'>;

interface WantedLink {
  relationship_type: RelationshipType;
  target_product_id: string;
}

const linkKey = (link: WantedLink) => `${link.relationship_type}#${link.target_product_id}`;

/**
 * A new link's target must exist and not be retired. An admin may link any such product; a
 * seller one they manage or one the catalogue shows, so a seller learns nothing about other
 * sellers' unpublished products (those answer the same 'not found' as ids that do not exist).
 * A link that is already stored may stay whatever became of its target since (the product
 * page leaves out what shoppers may not see), so an old link never blocks other changes.
 */
async function checkTargets(
  caller: ManagingCaller,
  productId: string,
  links: readonly WantedLink[],
  stored: ReadonlySet<string>,
): Promise<void> {
  const ids = links.map((link) => link.target_product_id);
  if (ids.includes(productId)) throw new BadRequestError(MEDIA_MESSAGES.relatedToItself);
  if (new Set(ids).size !== ids.length) throw new BadRequestError(MEDIA_MESSAGES.relatedRepeated);
  const added = links.filter((link) => !stored.has(linkKey(link)));
  if (added.length === 0) return;
  const targets = new Map(
    (await getProductsByIds(added.map((link) => link.target_product_id))).map((product) => [
      product.id,
      product,
    ]),
  );
  const sellerId = caller.role === 'admin' ? undefined : (await activeSellerOf(caller))?.id;
  const mayLink = (target: Product | undefined) =>
    target !== undefined &&
    !target.retired_at &&
    (caller.role === 'admin' ||
      (sellerId !== undefined && target.seller_id === sellerId) ||
      isListedInCatalogue(target));
  for (const link of added) {
    if (!mayLink(targets.get(link.target_product_id))) {
      throw new BadRequestError(MEDIA_MESSAGES.relatedNotFound);
    }
  }
}

/**
 * Replaces every relationship of a product the caller manages in one transaction with the
 * product's revision check: links no longer wanted are deleted, the wanted ones written with
 * their order within their type. Concurrent replacements: one wins, the other gets 409.
 */
export async function replaceRelationships(
  caller: ManagingCaller,
  productId: string,
  body: { revision: number; relationships: WantedLink[] },
  now = new Date(),
): Promise<ManagedProductDetail> {
  const partition = await manageablePartition(caller, productId);
  const { product } = partition;
  if (revisionOf(product) !== body.revision) throw new ConflictError(STALE_REVISION_MESSAGE);
  await checkTargets(
    caller,
    productId,
    body.relationships,
    new Set(partition.relationships.map(linkKey)),
  );

  const wantedKeys = new Set(body.relationships.map(linkKey));
  const positions = new Map<RelationshipType, number>();
  const wanted: ProductRelationship[] = body.relationships.map((link) => {
    const position = (positions.get(link.relationship_type) ?? 0) + 1;
    positions.set(link.relationship_type, position);
    const existing = partition.relationships.find((old) => linkKey(old) === linkKey(link));
    return {
      id: existing?.id ?? randomUUID(),
      relationship_type: link.relationship_type,
      source_product_id: productId,
      target_product_id: link.target_product_id,
      order_position: position,
    };
  });
  const removed = partition.relationships.filter((old) => !wantedKeys.has(linkKey(old)));
  // The links go with the product's new revision (a concurrent replacement gets 409). The
  // product item is written again as read, so the sync after it puts back the card's rating
  // copy should a review have moved it meanwhile (related-product cards show that copy).
  await saveProductChanges(
    product,
    body.revision,
    {},
    {
      now,
      alongside: [
        ...removed.map((old) =>
          relationshipDelete(productId, old.relationship_type, old.target_product_id),
        ),
        ...wanted.map(relationshipPut),
      ],
    },
  );
  return loadManagedDetail(productId);
}
