import { useMemo } from 'react';
import { ANONYMOUS_VIEWER, type Viewer } from '@rules/card-action';
import { canBuy } from '@rules/roles';
import { useAuth } from './auth-context';

/**
 * The viewer the card and detail actions are decided for: owned and seller-linked product ids
 * come from GET /api/me and stay empty until it answers.
 */
export function useViewer(): Viewer {
  const { user, role, isAdmin, ownedProductIds, sellerProductIds } = useAuth();
  return useMemo(
    () =>
      user
        ? { signedIn: true, isAdmin, canBuy: canBuy(role), ownedProductIds, sellerProductIds }
        : ANONYMOUS_VIEWER,
    [user, role, isAdmin, ownedProductIds, sellerProductIds],
  );
}
