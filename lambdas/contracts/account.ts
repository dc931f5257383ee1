import { z } from 'zod';
import type { ProfileState, Role } from '../rules/roles';
import { emailSchema } from './common';

/**
 * GET /api/me: who the signed-in caller is, for the header, the card actions and the cart.
 * Creates the profile on first call after sign-up (state 'active').
 */
export interface MeResponse {
  userId: string;
  email: string;
  emailVerified: boolean;
  fullName: string;
  role: Role;
  profileState: ProfileState;
  createdAt: string;
  /** Purchases and test purchases, merged. */
  ownedProductIds: string[];
  /**
   * The caller's active seller record, null without one: cards and product pages carry their
   * `seller_id`, so this one id tells which products are the caller's, however many they sell.
   */
  sellerId: string | null;
}

/**
 * POST /api/link-buyer-purchases: links paid guest orders bought with the caller's verified
 * e-mail. The body's e-mail must be the caller's own; nothing is linked to an unverified one.
 */
export const linkPurchasesBody = z.object({
  email: emailSchema,
  userId: z.string().optional(),
});

export interface LinkPurchasesResponse {
  linkedPurchases: number;
}

/** Spec: "Payment-mode lookup returns isTestMode, reason, userRole". */
export interface PaymentModeResponse {
  isTestMode: boolean;
  reason: string;
  userRole: Role;
  stripeMode: 'test' | 'live';
}

/** GET /api/debug-panel: whether the panel may show (admin and test_user only). */
export interface DebugPanelFlagResponse {
  enabled: boolean;
}
