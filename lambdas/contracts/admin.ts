import { z } from 'zod';
import { PROFILE_STATES, ROLES, type ProfileState, type Role } from '../rules/roles';
import { emailSchema, idSchema } from './common';
import type { SellerCommission } from './payouts';

/**
 * Running the shop (the `admin` group): users and roles, sellers, invitations, the audit log,
 * the security page and admin settings. Admin routes answer 403 to everyone else.
 */

export const ADMIN_MESSAGES = {
  selfDemote: 'You cannot remove your own admin role.',
  selfSuspend: 'You cannot suspend your own account.',
  lastAdmin: 'The last admin cannot be demoted.',
  userNotFound: 'User not found',
  alreadyOwned: 'This user already owns this product.',
  invitationExists: 'An invitation for this e-mail address is already pending.',
  accountExists: 'An account with this e-mail address already exists.',
  invitationNotPending: 'Only a pending invitation can be resent or revoked.',
} as const;

const cursor = z.string().max(2000).optional();
const limit = z.coerce.number().int().min(1).max(100).optional();
/** `YYYY-MM-DD`, inclusive, UTC. */
const day = z.iso.date('Use the date format YYYY-MM-DD');

// ---- Users -------------------------------------------------------------------------------

export const listUsersQuery = z.object({
  cursor,
  limit,
  /** Matches e-mail or full name, case-insensitive. */
  search: z.string().trim().max(100).optional(),
  role: z.enum(ROLES).optional(),
  state: z.enum(PROFILE_STATES).optional(),
});

export interface AdminUserSummary {
  id: string;
  email: string;
  full_name: string;
  role: Role;
  state: ProfileState;
  created_at: string;
  /** Whether the user has an active seller record. */
  is_seller: boolean;
}

export interface AdminUsersResponse {
  users: AdminUserSummary[];
  nextCursor?: string;
}

export interface AdminUserPurchase {
  product_id: string;
  product_name: string;
  purchase_date: string;
  amount_paid: number;
  is_test: boolean;
  /** 'complimentary' when granted by an admin. */
  source: 'checkout' | 'test' | 'complimentary' | 'linked';
}

export interface AdminUserOrder {
  session_id: string;
  status: string;
  created_at: string;
  amount_total: number;
  product_names: string[];
}

export interface AdminUserDetail {
  user: AdminUserSummary;
  /** With the seller's commission (their own rate or the shop's default). */
  seller: { id: string; active: boolean; commission: SellerCommission } | null;
  purchases: AdminUserPurchase[];
  orders: AdminUserOrder[];
  /**
   * The newest products linked to the user's seller record (empty without one), at most 50,
   * newest first; `seller_products_truncated` when they have more.
   */
  seller_products: { id: string; name: string; active: boolean }[];
  seller_products_truncated: boolean;
  /** Set when the account is scheduled for deletion. */
  deletion_requested_at?: string;
}

export const setRoleBody = z.object({ role: z.enum(ROLES) });
export const setStateBody = z.object({ state: z.enum(['active', 'suspended']) });
/** Make the user a seller (active seller record) or deactivate their seller record. */
export const setSellerBody = z.object({ active: z.boolean() });
export const grantPurchaseBody = z.object({ productId: idSchema });

// ---- Invitations -------------------------------------------------------------------------

export const INVITATION_STATUSES = ['pending', 'used', 'expired', 'revoked'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const createInvitationBody = z.object({
  email: emailSchema,
  fullName: z.string().trim().min(1, 'Full name is required').max(200),
  role: z.enum(ROLES),
});

export interface InvitationSummary {
  /** Not the token: the token is only ever in the e-mail. */
  id: string;
  email: string;
  full_name: string;
  role: Role;
  status: InvitationStatus;
  created_at: string;
  expires_at: string;
  invited_by: string;
}

export interface InvitationsResponse {
  invitations: InvitationSummary[];
  nextCursor?: string;
}

export const listInvitationsQuery = z.object({ cursor, limit });

// ---- Security page -----------------------------------------------------------------------

export const AUDIT_ACTIONS = [
  'user.role',
  'user.suspend',
  'user.reactivate',
  'seller.activate',
  'seller.deactivate',
  'product.assign_seller',
  'purchase.grant',
  'invitation.create',
  'invitation.resend',
  'invitation.revoke',
  'settings.debug_panel',
  'settings.architecture',
  'product.create',
  'product.update',
  'product.delete',
  'product.flags',
  'version.publish',
  'webhook.retry',
  'settings.commission',
  'seller.commission',
  'payout.retry',
  'order.refund',
  'storefront.hide',
  'storefront.unhide',
  'review.hide',
  'review.restore',
  'review.dismiss',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an audit entry is about; the audit log reads back only these (one list for both). */
export const AUDIT_TARGET_TYPES = [
  'user',
  'product',
  'invitation',
  'settings',
  'version',
  'webhook_event',
  'seller',
  'transfer',
  'order',
  'review',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export const auditQuery = z.object({
  cursor,
  limit,
  actor: z.string().trim().max(254).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  from: day.optional(),
  to: day.optional(),
});

export interface AuditEntry {
  id: string;
  at: string;
  actor_id: string;
  actor_email: string;
  action: AuditAction;
  target_type: AuditTargetType;
  target_id: string;
  /** Short human-readable detail, e.g. "role user -> seller". */
  detail: string;
  ip: string;
}

export interface AuditResponse {
  entries: AuditEntry[];
  nextCursor?: string;
}

export interface SecurityOverview {
  suspended: AdminUserSummary[];
  scheduled_deletions: {
    user_id: string;
    email: string;
    requested_at: string;
    /** When the nightly purge removes it (requested + 30 days, next 03:00 UTC run). */
    purge_on: string;
  }[];
  sign_in_protection: {
    threat_protection: boolean;
    password_policy: {
      min_length: number;
      require_lowercase: boolean;
      require_uppercase: boolean;
      require_digits: boolean;
      require_symbols: boolean;
    };
  };
}

// ---- Settings ----------------------------------------------------------------------------------

export interface AdminSettings {
  debug_panel_enabled: boolean;
  /** What the environment sets; "reset" goes back to this. */
  debug_panel_default: boolean;
  architecture_doc: string;
  architecture_doc_revision: number;
  architecture_doc_updated_at: string | null;
  stripe_mode: 'test' | 'live';
  /** The shop's commission on sellers' sales, in basis points (1000 = 10%). */
  commission_rate_bps: number;
}

/** `enabled: null` resets the flag to the environment default. */
export const debugPanelBody = z.object({ enabled: z.boolean().nullable() });

export const architectureDocBody = z.object({
  text: z.string().max(100_000, 'The document is too long'),
  revision: z.number().int().min(0),
});

/** What the admin's re-read of stored automation files found in one file (not fixed by it). */
export interface AutomationRereadFinding {
  product_id: string;
  file_id: string;
  file_name: string;
  /**
   * refused: the current readers or secret rules would refuse it; cleaned: cleaning would take
   * something out of the delivered file (it was stored before cleaning); missing: no object.
   */
  kind: 'refused' | 'cleaned' | 'missing';
  message: string;
}

/** The re-read of stored automation files: the last (or current) run, for the back office. */
export interface AutomationRereadStatus {
  /** The rules version of this code; a run re-reads files read under another one. */
  rules_version: number;
  state: 'never' | 'requested' | 'running' | 'finished';
  /** The rules version the last run read with, when there was one. */
  run_rules_version?: number;
  requested_at?: string;
  started_at?: string;
  finished_at?: string;
  /** Files read, manifests that changed, and files flagged by the run. */
  read: number;
  changed: number;
  flagged: number;
  /** The first findings (up to AUTOMATION_REREAD_FINDINGS_MAX). */
  findings: AutomationRereadFinding[];
}
