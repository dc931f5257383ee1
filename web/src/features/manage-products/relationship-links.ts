import type { ManagedRelationship } from '@contracts/manage/products';

/** One link as the relationships route takes it. */
export type Link = Pick<ManagedRelationship, 'relationship_type' | 'target_product_id'>;

export const sameLink = (a: Link, b: Link) =>
  a.relationship_type === b.relationship_type && a.target_product_id === b.target_product_id;

/**
 * The list with `link` swapped with its neighbour of the same type (-1 up, +1 down); at the
 * end of its group it stays where it is. Links of other types keep their places.
 */
export function moved(links: readonly Link[], link: Link, step: -1 | 1): Link[] {
  const group = links.filter((other) => other.relationship_type === link.relationship_type);
  const neighbour = group[group.findIndex((other) => sameLink(other, link)) + step];
  if (!neighbour) return [...links];
  return links.map((other) =>
    sameLink(other, link) ? neighbour : sameLink(other, neighbour) ? link : other,
  );
}
