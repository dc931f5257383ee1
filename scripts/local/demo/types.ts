/**
 * Shapes of the demo catalogue. Data only: the seed turns these into products, versions, files,
 * relationships and purchases; the content of stored files lives under `files/`.
 */
import type { Product } from '../../../lambdas/rules/product';
import type { ProductVersion, RelationshipType } from '../../../lambdas/rules/product-content';

/** Who manages the product: the seller demo account, or the shop (admin) itself. */
export type DemoOwner = 'seller' | 'shop';

/** File platforms of the spec ({host} is make.com), including the auto-detected youtube and pdf. */
export type DemoFilePlatform =
  'general' | 'make.com' | 'openai' | 'google-sheets' | 'google-apps-script' | 'youtube' | 'pdf';

/** Each instruction video forms its own purpose group, named after the moment it was added. */
export type DemoVideoPurpose = `instruction_video_${number}`;
export type DemoStoredPurpose = 'automation' | 'manual';
export type DemoFilePurpose = DemoStoredPurpose | DemoVideoPurpose;

interface DemoFileBase {
  id: string;
  title: string;
  display_name: string;
  platform: DemoFilePlatform;
  /** 1-based within the file's purpose group (per version). */
  order_position: number;
}

/** A real file, its content at demoSourcePath(source): the seed uploads it and measures it. */
export interface DemoStoredFile extends DemoFileBase {
  file_type: 'json' | 'pdf' | 'js' | 'csv';
  file_purpose: DemoStoredPurpose;
  /** Path of the content, relative to `files/` (JSON: `../demo-automations/`, sources.ts). */
  source: string;
}

/** An instruction video: a normalised YouTube watch URL, no content, no size. */
export interface DemoVideoFile extends DemoFileBase {
  file_type: 'youtube';
  file_purpose: DemoVideoPurpose;
  /** `https://www.youtube.com/watch?v={11-character id}` */
  file_path: string;
  file_size: null;
}

export type DemoFile = DemoStoredFile | DemoVideoFile;

/** A version of its product (the product id is the enclosing product's). */
export interface DemoVersion extends Omit<ProductVersion, 'product_id' | 'created_at'> {
  files: DemoFile[];
}

/**
 * A product as the shop stores it, minus what the seed derives: `has_published_version` (from
 * the versions) and `seller_id` (from `owner`). Image URLs are relative (`/demo/{file}`).
 */
export interface DemoProduct extends Omit<Product, 'has_published_version' | 'seller_id'> {
  owner: DemoOwner;
  versions: DemoVersion[];
}

export interface DemoRelationship {
  id: string;
  relationship_type: RelationshipType;
  source_product_id: string;
  target_product_id: string;
}

/** A purchase of a demo buyer account, identified by its e-mail. */
export interface DemoPurchase {
  id: string;
  buyer_email: string;
  product_id: string;
  /** USD, like the product price. */
  amount_paid: number;
  purchase_date: string;
}
