import type { ProductRelationship, RelationshipType } from '../rules/product-content';
import { keys } from './keys';
import { tableName } from './table';
import type { TransactWriteItem } from './transaction';

/** Relationships live in the source product's partition: `REL#{type}#{targetId}`. */
export function relationshipItem(relationship: ProductRelationship): Record<string, unknown> {
  return {
    ...relationship,
    ...keys.relationship(
      relationship.source_product_id,
      relationship.relationship_type,
      relationship.target_product_id,
    ),
  };
}

export function relationshipPut(relationship: ProductRelationship): TransactWriteItem {
  return { Put: { TableName: tableName(), Item: relationshipItem(relationship) } };
}

export function relationshipDelete(
  productId: string,
  type: RelationshipType,
  targetId: string,
): TransactWriteItem {
  return { Delete: { TableName: tableName(), Key: keys.relationship(productId, type, targetId) } };
}
