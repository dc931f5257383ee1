/** What a product's partition holds besides the product: versions, files and relationships. */
import type { ArchiveManifest, AutomationManifest } from './automation/manifest';
import type { Removal } from './automation/safety/types';

export interface ProductVersion {
  id: string;
  product_id: string;
  version_number: string;
  release_date: string;
  is_latest: boolean;
  is_published: boolean;
  changelog: string;
  created_at: string;
  revision?: number;
}

export interface ProductFile {
  id: string;
  product_id: string;
  version_id: string;
  title: string;
  display_name: string;
  file_type: string;
  file_purpose: string;
  platform: string;
  /** Bucket key for stored files; a watch URL for instruction videos. */
  file_path: string;
  order_position: number;
  /** Bytes; null for videos. */
  file_size: number | null;
  created_at: string;
  updated_at: string;
  revision?: number;
  /**
   * Set when an automation file of an n8n product is confirmed: whether n8n can import it
   * (lambdas/rules/n8n-workflow.ts), why not, and its node types for the template cards.
   * Absent on other files and on files confirmed before the check existed.
   */
  n8n_importable?: boolean;
  n8n_import_problem?: string;
  n8n_node_types?: string[];
  /**
   * Set when an automation file (JSON or zip) of a Make, n8n or Zapier product is confirmed:
   * what the reader found in it (lambdas/rules/automation) and what cleaning took out before
   * delivery, step by step (lambdas/rules/automation/safety). Absent on older files.
   */
  automation_manifest?: AutomationManifest | ArchiveManifest;
  automation_removed?: Removal[];
  /** The rules version the manifest was read with (rules/automation/rules-version.ts). */
  automation_rules_version?: number;
}

export const RELATIONSHIP_TYPES = ['dependency', 'recommended', 'related'] as const;
/**
 * Links one product may have: what management accepts, and what the product page reads (one
 * BatchGetItem), so the page stays a bounded read whatever the catalogue's size.
 */
export const MAX_RELATIONSHIPS = 30;
export type RelationshipType = (typeof RELATIONSHIP_TYPES)[number];

export interface ProductRelationship {
  id: string;
  relationship_type: RelationshipType;
  source_product_id: string;
  target_product_id: string;
  /** Order within its type, from 1, as the seller arranged it (older links have none). */
  order_position?: number;
}

/**
 * Relationships in the order the seller arranged them: by type, then position within the type;
 * links without a position (older data) after those with one, in key order.
 */
export function byLinkOrder(
  a: Pick<ProductRelationship, 'relationship_type' | 'order_position' | 'target_product_id'>,
  b: Pick<ProductRelationship, 'relationship_type' | 'order_position' | 'target_product_id'>,
): number {
  return (
    RELATIONSHIP_TYPES.indexOf(a.relationship_type) -
      RELATIONSHIP_TYPES.indexOf(b.relationship_type) ||
    (a.order_position ?? Number.MAX_SAFE_INTEGER) - (b.order_position ?? Number.MAX_SAFE_INTEGER) ||
    a.target_product_id.localeCompare(b.target_product_id)
  );
}
