/**
 * Answers of the back office's overview routes: the summary cards of the admin and seller
 * areas and the admin's list of draft versions across the shop.
 */

/** The admin's summary cards: products not retired, shop users (spec rule), paid live sales. */
export interface AdminSummary {
  products: number;
  users: number;
  sales: number;
}

/** The seller's summary cards: their active products and their products' paid live sales. */
export interface SellerSummaryCards {
  products: number;
  sales: number;
}

/** One unpublished version, with what the drafts page shows and the revision publish needs. */
export interface DraftVersion {
  product_id: string;
  product_name: string;
  version_id: string;
  version_number: string;
  release_date: string;
  created_at: string;
  changelog: string;
  revision: number;
}

export interface DraftVersionsResponse {
  /** Newest first. */
  drafts: DraftVersion[];
}

export const ASSIGNMENT_MESSAGES = {
  sellerNotFound: 'Seller not found',
  sellerInactive: 'This seller is deactivated. Make them a seller again first.',
  adminOnly: 'Only an admin can assign a product to a seller.',
} as const;
